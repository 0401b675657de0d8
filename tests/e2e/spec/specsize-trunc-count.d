/* @@args: -q -x specsize=24 */
/* trunc( ) without a count records one all the same, as DTrace's
 * dt_cg_act_trunc( ) stores an int 0 (dt_node_int(0)) after the
 * aggregation's ID: 16 to 20 and 20 to 24, so the int that follows, at
 * 24, passes specsize 24: a speculative drop, the clause ends there (x = 1
 * does not run) and, the trunc( ) never committed, @a keeps both keys
 * (sonda laid out no count and kept the record). */
BEGIN
{
	@a[1] = count();
	@a[2] = count();
	s = speculation();
}

BEGIN
{
	speculate(s);
	trunc(@a);
	trace(1);
	x = 1;
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}

END
{
	printf("x %d\n", x);
}
