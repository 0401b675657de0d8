BEGIN
{
	printf("%d\n", 1, 2);
}

/* @@args: -x errtags */
/* @@status: 1 */
