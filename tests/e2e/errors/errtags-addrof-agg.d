/* The address of an aggregation. */
BEGIN
{
	@a = count();
	trace(&@a);
}

/* @@args: -x errtags */
/* @@status: 1 */
