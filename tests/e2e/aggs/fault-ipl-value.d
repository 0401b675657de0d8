/* Reading ipl is an illegal operation that comes after the aggregation's
 * entry is made, as every aggregating function's argument does in DTrace
 * (dt_cg_agg( )): the key stays with the function's initial value. */
BEGIN
{
	@s = sum(ipl);
}

BEGIN
{
	@m["k"] = max(ipl + 1);
}

BEGIN
{
	exit(0);
}

END
{
	printa("sum %@d\n", @s);
	printa("max %s %@d\n", @m);
}

/* @@args: -q */
