# setopt( ) takes a char array as DTrace's prototype void(const char *,
# [const char *]) does. As a name its characters are read (DTrace reads
# the name's record as a string, whatever it holds); as a value it is no
# D string: DTrace records a char array by reference (alignment 2) and its
# consumer takes only a string's record (alignment 1) as the value, else
# "1", so "quiet" is set and "nosuch" is named with "1". Read through an
# alloca( )'d pointer the name is read at DTrace's scratch offset (the
# member's address is not converted, actions/trace-alloca-member): "".
timeout 10 "$SONDA" -qn 'struct s { char c[8]; };
BEGIN { this->p = (struct s *)alloca(sizeof (struct s)); this->p->c[0] = 122;
	this->p->c[1] = 113; setopt(this->p->c); setopt("quiet", this->p->c);
	setopt("nosuch", this->p->c); exit(0); }' 2>&1 |
	cat
echo "status ${PIPESTATUS[0]}"
