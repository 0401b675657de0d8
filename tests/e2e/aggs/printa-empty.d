/* printa() marks an aggregation printed only when it prints one of its rows
 * (dt_print_aggs(), dt_fprinta(), dt_fprintas()), so aggregations found
 * empty by printa() in BEGIN (never assigned yet, or truncated) are still
 * printed at exit, in aggregation order. */
int i;

tick-10ms
/i == 5/
{
	@a = count();
	@b["x"] = sum(2);
	@c = count();
	exit(0);
}

BEGIN
{
	printa(@a);
	printa("%s %@d\n", @b);
	@c = count();
	trunc(@c);
	printa(@c);
	printa(@b, @b);
}

tick-10ms
{
	i++;
}

/* @@args: -q */
