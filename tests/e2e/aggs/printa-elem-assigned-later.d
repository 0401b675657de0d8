/* printa( ) and clear( ) of an aggregation a later statement of the same
 * clause assigns: DTrace cooks the whole clause before it generates its
 * code (dt_compile_one_clause( )), so the code generator's check
 * (dt_cg_act_printa( ), dt_cg_act_clear( ): undefined aggregation unless
 * DT_IDFLG_MOD) finds it assigned; @z[1] names @z whole. An assignment in
 * a later clause comes too late (errors/agg-elem-read's D_PRINTA_AGGBAD). */
/* @@args: -q */
BEGIN
{
	printa("%d %@d\n", @z[1]);
	@z[1] = count();
	@z[2] = count();
}

BEGIN
{
	clear(@y[0]);
	@y[3] = sum(4);
	printa("y %d %@d\n", @y);
}

BEGIN
{
	exit(0);
}
