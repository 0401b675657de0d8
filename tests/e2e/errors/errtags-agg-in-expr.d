BEGIN
{
	@calls = count();
	trace(@calls + 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
