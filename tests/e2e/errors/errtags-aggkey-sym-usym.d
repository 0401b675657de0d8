/* a kernel symbol key, then a user symbol key: _symaddr and _usymaddr differ */
BEGIN
{
	@a[func(0)] = count();
	@a[ufunc(0)] = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
