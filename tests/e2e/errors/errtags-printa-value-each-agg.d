/* printa( )'s format is checked against each aggregation in turn: %@llu
 * fits count( )'s uint64_t but not sum( )'s int64_t (DTrace's
 * dt_cg_act_printa( ) validates the format once per aggregation). */
BEGIN
{
	@c = count();
	@s = sum(1);
	printa("%@llu\n", @c, @s);
}

/* @@args: -x errtags */
/* @@status: 1 */
