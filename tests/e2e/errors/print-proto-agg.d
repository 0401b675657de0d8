/* an aggregation is no pointer: D_PROTO_ARG names it */
BEGIN
{
	@a = count();
	print(@a);
}

/* @@args: -x errtags */
/* @@status: 1 */
