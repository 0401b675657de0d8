/* timestamp is read once in a clause, its predicate included, and each
 * clause of a firing reads its own: dt_get_bvar( ) keeps mst->tstamp, which
 * every clause's prologue clears (dt_cg_prologue( )). walltimestamp is
 * never kept. */
BEGIN
{
	a = timestamp;
	b = timestamp;
}

BEGIN
/(t = timestamp) == timestamp/
{
	printf("%d %d %d %d\n", a == b, t != a, t == timestamp, t > a);
	exit(0);
}

/* @@args: -q */
