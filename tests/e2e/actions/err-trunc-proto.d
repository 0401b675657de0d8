/* trunc( )'s prototype is void(@, [int64_t]) (normalize( )'s second
 * parameter is the uint64_t one). */
BEGIN
{
	@a = count();
	trunc(@a, "x");
}

/* @@args: -x errtags */
/* @@status: 1 */
