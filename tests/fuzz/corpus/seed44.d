BEGIN
{
	printf("%d\n");
}

/* @@args: -x errtags */
/* @@status: 1 */
