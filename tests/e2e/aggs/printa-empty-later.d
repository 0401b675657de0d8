/* @@args: -q */
/* A printa( ) of aggregations that have no entries yet prints nothing of
 * them, and they are printed at exit once they have some: DTrace marks an
 * aggregation printed (DTRACE_AGD_PRINTED) only in dt_print_aggs( ) and
 * dt_fprinta( ), which run once per row. The exit comes a second later,
 * so that a loaded machine's consumer reads the first printa( ) before. */
int i;

tick-10ms
/i == 100/
{
	@a = count();
	@b = sum(5);
	exit(0);
}

tick-10ms
/i++ == 0/
{
	printa(@a);
	printa("%@d\n", @b);
	printf("--\n");
}
