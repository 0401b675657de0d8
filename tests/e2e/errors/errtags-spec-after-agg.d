/* an aggregation records data: speculate( ) may not follow it */
BEGIN
{
	@calls = count();
	speculate(1);
}

/* @@args: -x errtags */
/* @@status: 1 */
