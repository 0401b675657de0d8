BEGIN
{
	@calls = count();
	x = timestamp > 0 ? @calls : 0;
}

/* @@args: -x errtags */
/* @@status: 1 */
