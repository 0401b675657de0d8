/* tracemem( )'s address parameter takes anything ("@"), so an
 * aggregation there is refused by DTrace's dt_cg_act_tracemem( ). */
BEGIN
{
	@a = count();
	tracemem(@a, 4);
}

/* @@args: -x errtags -w */
/* @@status: 1 */
