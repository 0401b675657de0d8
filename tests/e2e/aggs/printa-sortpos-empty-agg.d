/* @@args: -q */
/* printa( ) of three or more aggregations with aggsortpos: the zeros of an
 * aggregation with no entry at all print as another aggregation's.
 * dtrace_aggregate_walk_joined( ) puts aggvars[(i + aggsortpos) % n] at
 * bundle position i but fills that position's hole in its zero-filled data
 * with the description of aggvars[(i - aggsortpos) mod n]: with
 * aggsortpos=1 @c's column prints as @a's quantize( ), and with
 * aggsortpos=2 @q's columns print as @b's sum( ) (a repeated aggregation
 * takes the hole of its first position). With aggsortpos=0 each prints as
 * its own. */
tick-1hour
{
	@c[1] = count();
	@q[1] = quantize(1);
}

BEGIN
{
	@a[1] = quantize(5);
	@b[1] = sum(3);
	@b[2] = sum(4);
	setopt("aggsortpos", "1");
	printa(@a, @b, @c);
	printa("%d [%@d] [%@d] [%@d]\n", @a, @b, @c);
	setopt("aggsortpos", "2");
	printa(@q, @b, @q);
	printa("%d [%@d] [%@d] [%@d]\n", @q, @b, @q);
	setopt("aggsortpos", "0");
	printa(@a, @b, @c);
	printa(@q, @b, @q);
	exit(0);
}
