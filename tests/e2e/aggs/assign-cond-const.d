/* c ? f( ) : g( ) with a constant c is folded by DTrace's parser
 * (dt_node_op3( )) before the aggregation's right side is looked at, so an
 * aggregation may be assigned the aggregating function it picks. */
BEGIN
{
	@a = 0 ? count() : sum(7);
	@b[1] = 1 ? (0 ? max(1) : min(5)) : count();
	@c = (2 - 2) ? count() : avg(4);
	exit(0);
}

/* @@args: -q */
