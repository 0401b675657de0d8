BEGIN
{
	@calls = count();
	printa("%@d\n");
}

/* @@args: -x errtags */
/* @@status: 1 */
