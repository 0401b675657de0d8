/* A translated value (here curpsinfo, an inline translating curthread) is
 * not a key an aggregation can hold. */
BEGIN
{
	@a[curpsinfo] = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
