/* printa()'s conversions take the keys in order: the first key is an
 * integer, %s wants a string */
BEGIN
{
	@calls[pid, execname] = count();
	printa("%s %s %@d\n", @calls);
}

/* @@args: -x errtags */
/* @@status: 1 */
