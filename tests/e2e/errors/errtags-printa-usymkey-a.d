/* a ufunc( ) key is a _usymaddr: %a takes kernel symbols only (%A takes it) */
BEGIN
{
	@a[ufunc(0)] = count();
	printa("%a %@d\n", @a);
}

/* @@args: -x errtags */
/* @@status: 1 */
