BEGIN
{
	printf("%d\n", "str");
}

/* @@args: -x errtags */
/* @@status: 1 */
