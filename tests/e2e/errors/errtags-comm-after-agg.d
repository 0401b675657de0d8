/* an aggregation records data: commit( ) may not follow it */
BEGIN
{
	@calls = count();
	commit(1);
}

/* @@args: -x errtags */
/* @@status: 1 */
