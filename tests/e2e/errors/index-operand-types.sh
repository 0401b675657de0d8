# E1[E2] is *(E1 + E2) as dt_cook_op2() rewrites it: the + refuses a void
# pointer and the void aliases of stack() and func() values (D_OP_INCOMPAT,
# not a void element or D_CG_EXPR), and takes an integer first and the
# pointer second; only a left array's bounds are checked (97 + a is fine).
decl='struct foo { int a; char c[8]; int arr[4]; }; struct foo gs; void *gvp;'
for e in 'trace(gvp[1])' 'x = gvp[300]' 'x = stack()[1]' 'x = func(arg0)[1]' \
	'trace(9[gs.arr])' 'trace(97 + gs.c)' 'trace(gs.arr[9])'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
