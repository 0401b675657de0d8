/* %lx wants a type named long (DTrace's pfcheck_xlong() compares the
 * name): a long long is refused although it has the same size. */
BEGIN
{
	printf("%lx\n", 1LL);
}

/* @@args: -x errtags */
/* @@status: 1 */
