BEGIN
{
	printa(@a);
}

tick-1s
{
	@a = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
