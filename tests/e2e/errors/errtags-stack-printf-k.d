/* stack() as a printf argument: %k accepts it, then (as in DTrace for
 * Linux) the action may not be called from a D expression. */
BEGIN
{
	printf("%k\n", stack());
}

/* @@args: -x errtags */
/* @@status: 1 */
