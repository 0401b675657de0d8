# An aggregation alone as a statement: DTrace's operator [ ] creates the
# aggregation it indexes (dt_cook_op2( ) calls dt_xcook_ident( ) with
# create set) and does not cook its keys, so @a[k]; is the code
# generator's D_AGG_NULL (dt_cg_agg( )) whether or not @a was assigned
# before, and whatever k is; a bare @a is looked up only (D_IDENT_UNDEF
# unless assigned before, then D_AGG_NULL); @a[1][2]; is D_AGG_MDIM. The
# aggregation @a[1]; created is known to what follows: printa(@a) cooks,
# and the clause fails with D_AGG_NULL; y = @a fails as it is cooked.
for p in '@a[1];' '@a[y];' '@a = count(); @a[1];' '@a;' '@a = count(); @a;' \
	 '@a[1][2];' '@a[1][2][3];' '@a[1][2][3] = count();' \
	 '@a[1]; printa(@a);' '@a[1]; y = @a;'; do
	"$SONDA" -x errtags -e -n "BEGIN { $p }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
