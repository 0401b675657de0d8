BEGIN
{
	@a = sum(10);
	normalize(10, 2);
}

/* @@args: -x errtags */
/* @@status: 1 */
