/* a * width takes a key too, and it must be an integer */
BEGIN
{
	@n[execname] = count();
	printa("%*d\n", @n);
}

/* @@args: -x errtags */
/* @@status: 1 */
