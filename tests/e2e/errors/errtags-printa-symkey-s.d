/* a func( ) key is a _symaddr, which %s does not take */
BEGIN
{
	@a[func(0)] = count();
	printa("%s %@d\n", @a);
}

/* @@args: -x errtags */
/* @@status: 1 */
