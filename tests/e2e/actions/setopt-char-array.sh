# setopt( ) takes a char array as DTrace's prototype void(const char *,
# [const char *]) does: its characters are the option's name or value.
timeout 10 "$SONDA" -qn 'struct s { char c[8]; };
BEGIN { this->p = (struct s *)alloca(sizeof (struct s)); this->p->c[0] = 122;
	this->p->c[1] = 113; setopt(this->p->c); setopt("quiet", this->p->c); exit(0); }' 2>&1 |
	cat
echo "status ${PIPESTATUS[0]}"
