/* An aggregating function assigned to a variable: D_CG_EXPR (not an aggregation). */
BEGIN
{
	x = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
