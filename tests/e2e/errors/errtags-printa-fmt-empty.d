/* printa()'s format may not be empty */
BEGIN
{
	@n[execname] = count();
	printa("", @n);
}

/* @@args: -x errtags */
/* @@status: 1 */
