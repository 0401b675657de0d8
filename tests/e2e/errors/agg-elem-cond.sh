# An aggregation read as a value (@a, or @a[k], which operator [ ] turns
# into the aggregation itself, creating it if need be: dt_cook_op2( ))
# is DTrace's <DYN> type, a typedef of void (dt_cook_aggregation( )
# without a function), so each context refuses it in its own words: a
# predicate as D_PRED_SCALAR (dt_cook_clause( )), ?: as D_OP_SCALAR or
# D_OP_DYN (dt_cook_op3( )), . and -> as D_OP_SOU and D_OP_PTR, a key as
# D_KEY_TYPE (dt_idcook_assc( )), xlate<> as D_XLATE_NONE, each naming it
# "aggregation" (dt_node_type_name( )); only @a unknown without [ ] is
# D_IDENT_UNDEF (dt_cook_ident( ) creates nothing). (void)@a passes the
# parser and reaches the code generator, which has no case for the
# aggregation's token (dt_cg_node( ): D_UNKNOWN). sonda's if (c) is
# (1 && c).
for p in 'BEGIN { @a[1] = count(); } BEGIN /@a[1]/ { trace(1); }' \
	 'BEGIN /@b[1]/ { trace(1); }' \
	 'BEGIN /@b/ { trace(1); }' \
	 'BEGIN { @a = count(); } BEGIN /@a/ { trace(1); }' \
	 'BEGIN /@a[1]/ { @a[1] = count(); }' \
	 'BEGIN /@a[1][2]/ { trace(1); }' \
	 'BEGIN { @a[1] = count(); } BEGIN { if (@a[1]) trace(1); }' \
	 'BEGIN { @a[1] = count(); } BEGIN { @a[1] ? 1 : 2; }' \
	 'BEGIN { @a[1] = count(); x = 1; } BEGIN { x ? @a[1] : 2; }' \
	 'BEGIN { @a[1] = count(); } BEGIN { @a[1]->x; }' \
	 'BEGIN { @a[1] = count(); } BEGIN { @a[1].x; }' \
	 'BEGIN { @a[1] = count(); } BEGIN { y[@a[1]] = 1; }' \
	 'BEGIN { @a[1] = count(); } BEGIN { xlate<int>(@a[1]); }' \
	 'BEGIN { @a[1] = count(); } BEGIN { (void)@a[1]; }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
