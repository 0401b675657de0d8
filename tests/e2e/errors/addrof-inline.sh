# & of an inline that is not a constant (curpsinfo, or one of the program's
# own) takes the address of a variable node: D_ADDROF_VAR as for any D
# variable; an inline constant is an integer constant (D_ADDROF_LVAL).
decl='inline int K = 3; inline int L = pid + 1;'
for e in 'trace(&curpsinfo)' 'trace(&L)' 'trace(&K)'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# an element of an inline with parameters (io.d's fds[], or the program's
# own) is a variable node too (dt_cook_op2( ) turns name[args] into one),
# constant or not (sonda said D_ADDROF_LVAL; found by tests/fuzz/bvars.py)
decl='inline int sq[int x] = x * x;'
for e in 'trace(&fds[0])' 'trace(&sq[2])' 'trace(&sq[pid])'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
