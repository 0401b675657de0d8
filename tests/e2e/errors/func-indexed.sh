# A function's name indexed, f[k], alone or left by a constant ?: (which
# dt_node_op3( ) folds at parse time): dt_cook_op2( ) cooks f as
# dt_idcook_func( ) cooks a call of no arguments, its D_PROTO_LEN first,
# then f[k] is f + k, "aggregating function" + the key's type for count.
# Read, assigned, ++'d and --'d alike (sonda said D_VAR_UNDEF or took
# strlen for a new associative array; found by optypes.py at seed 30001168).
for e in 'x = strlen[3]' 'x = (1 ? strlen : (int *)0)[3]' 'x = printf[1]' \
	'strlen[1] = 2' 'strlen[1]++' '--strlen[1]' 'x = substr[1]' \
	'x = count[1]' 'count[1] = 3' 'x = count[curpsinfo]'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
