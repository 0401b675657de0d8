# args, uregs and an inline with parameters (io.d's fds[], or the
# program's own) are associative arrays among DTrace's globals: named
# bare, read, assigned or incremented, they are D_IDENT_BADREF, as
# dt_xcook_ident( ) finds their kind is no scalar. sonda said
# D_IDENT_UNDEF for args and uregs read, D_OP_WRITE for fds = 1, and made
# a new variable of args = 1 (found by tests/fuzz/bvars.py).
decl='inline int sq[int x] = x * x;'
for e in 'trace(args)' 'args = 1' 'args++' 'x = uregs' '--uregs' 'uregs += 1' \
	'fds = 1' 'trace(fds)' 'sq = 2' 'trace(args->x)'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
