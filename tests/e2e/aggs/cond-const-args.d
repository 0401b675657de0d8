/* A ?: with a constant condition is its chosen operand from DTrace's
 * parser on (dt_node_op3( )): an aggregation for clear( ), normalize( )
 * and printa( ), a constant format string for printa( ). */
BEGIN
{
	@a = count();
	@b = sum(10);
	clear(1 ? @a : @b);
	normalize(0 ? @a : @b, 5);
	printa(1 ? "[%@d]\n" : "", 0 ? @a : @b);
	exit(0);
}

/* @@args: -q */
