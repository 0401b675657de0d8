# An aggregation's element read as a value is the aggregation itself to
# DTrace: its operator [ ] creates the aggregation if none was assigned
# before (dt_cook_op2( ): dt_xcook_ident( ) with create), leaves the keys
# uncooked and returns the aggregation (dt_cook_aggregation( ) without a
# function). So y = @c[1] is the assignment's D_OP_INCOMPAT ("scalar" =
# "aggregation"), @c[1] + 1 the operator's, and printa( ), clear( ),
# trunc( ), normalize( ), denormalize( ) of @z[1] name @z: an aggregation
# no statement assigned is the code generator's D_*_AGGBAD (undefined
# aggregation), an assigned one is printed whole.
for p in 'y = @c[1];' '@c = count(); y = 1; y = @c[1];' '@c = count(); @c[1] + 1;' \
	 'x = @a[1][2];' 'printa(@z[1]);' 'clear(@z[1]);' 'trunc(@z[1], 2);' \
	 'normalize(@z[1], 2);' 'denormalize(@z[1]);' 'printa(@z);'; do
	"$SONDA" -x errtags -e -n "BEGIN { $p }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -qn 'BEGIN { @z[1] = count(); @z[2] = count(); printa("%d %@d\n", @z[7]); exit(0); }'
echo "status $?"
