/* a stack key prints only with %k */
BEGIN
{
	@a[stack()] = count();
	printa("%x %@d\n", @a);
}

/* @@args: -x errtags */
/* @@status: 1 */
