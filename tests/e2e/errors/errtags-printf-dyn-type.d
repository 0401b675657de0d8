BEGIN
{
	printf("%*d\n", "wide", 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
