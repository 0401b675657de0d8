/* an aggregation keyed by a pointer, then by a non-zero integer */
BEGIN
{
	@a[(int *)0] = count();
	@a[3] = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
