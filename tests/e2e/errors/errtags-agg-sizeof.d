/* An aggregation has no size: sizeof(@a) is D_SIZEOF_TYPE, as DTrace's
 * identifier of an aggregation gives size 0. */
BEGIN
{
	@a = count();
	trace(sizeof(@a));
}

/* @@args: -x errtags */
/* @@status: 1 */
