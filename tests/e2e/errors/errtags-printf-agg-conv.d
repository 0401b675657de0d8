BEGIN
{
	@calls = count();
	printf("%@d\n", 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
