# A pointer declarator names the pointer as DTrace's dt_type_pointer( )
# finds it: for a typedef of D's container, ctf_type_pointer( ) of what it
# resolves to where one exists, so pid_t * is the C container's int *
# (dt_open.c adds pointers to void, char and int only: uint32_t * stays),
# and in6_addr_t * the kernel's struct in6_addr *; also in a struct member
# and a user's typedef of pid_t.
decl='struct s { int32_t *p; uint32_t *q; }; typedef pid_t mp_t;'
for e in 'x = (pid_t *)0; x = "a"' 'x = (int32_t *)0; x = "a"' \
	'x = (processorid_t *)0; x = "a"' 'x = (mp_t *)0; x = "a"' \
	'x = (uint32_t *)0; x = "a"' 'x = (in6_addr_t *)0; x = "a"' \
	'this->s = (struct s *)0; this->s->p = "a"' 'this->s = (struct s *)0; this->s->q = "a"'; do
	timeout 10 "$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
