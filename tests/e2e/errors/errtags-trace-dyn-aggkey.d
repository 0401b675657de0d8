/* an aggregation's element is of a dynamic type too */
BEGIN
{
	@calls[1] = count();
	trace(@calls[1]);
}

/* @@args: -x errtags */
/* @@status: 1 */
