/* @@args: -q */
/* printa( ) of ten aggregations side by side prints every one of them
 * (DTrace's dt_printa( ) joins all the aggregations of the action). */
BEGIN
{
	@a0 = count();
	@a1 = count();
	@a2 = count();
	@a3 = count();
	@a4 = count();
	@a5 = count();
	@a6 = count();
	@a7 = count();
	@a8 = count();
	@a9 = count();
	@a9 = count();
	printa("%@d %@d %@d %@d %@d %@d %@d %@d %@d %@d\n", @a0, @a1, @a2, @a3, @a4, @a5, @a6, @a7, @a8, @a9);
	printa(@a0, @a1, @a2, @a3, @a4, @a5, @a6, @a7, @a8, @a9);
	exit(0);
}
