/* printa( ) of a _symaddr-keyed and a _usymaddr-keyed aggregation */
BEGIN
{
	@a[func(0)] = count();
	@b[ufunc(0)] = count();
	printa(@a, @b);
}

/* @@args: -x errtags */
/* @@status: 1 */
