/* an expression of integer type is not a pointer either (void(void *)) */
BEGIN
{
	print(timestamp * 2 + pid);
}

/* @@args: -x errtags */
/* @@status: 1 */
