/* @@args: -q */
/* printa( ) of several aggregations marks printed (not printed again at
 * exit) the aggregations whose descriptions format its values: for one
 * with no entry at all that is the one dtrace_aggregate_walk_joined( )
 * fills its hole with, aggvars[(i - aggsortpos) mod n] for the bundle
 * position i that holds it (dt_print_aggs( ) and dt_fprintas( ) set
 * DTRACE_AGD_PRINTED on each value's description). With aggsortpos=1,
 * printa(@a, @b, @c) marks @a and @c but not @b, printed at exit with the
 * entry it has by then; @e and @f, printed with aggsortpos=0, are both
 * marked. */
tick-10ms
{
	@b = sum(5);
	@c = sum(6);
	@e = sum(7);
	@f = sum(8);
	exit(0);
}

BEGIN
{
	@a = count();
	setopt("aggsortpos", "1");
	printa(@a, @b, @c);
	setopt("aggsortpos", "0");
	printa("%@d %@d %@d\n", @a, @e, @f);
}
