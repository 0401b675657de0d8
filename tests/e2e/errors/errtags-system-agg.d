/* system( )'s format parameter takes anything ("@"), so an aggregation
 * there is refused by DTrace's dt_cg_act_printf( ): not a string constant. */
BEGIN
{
	@a = count();
	system(@a);
}

/* @@args: -x errtags -w */
/* @@status: 1 */
