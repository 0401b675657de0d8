/* %*.*d: the width's argument, then the precision's; each named in the
 * message by its own star. */
BEGIN
{
	printf("%*.*d\n", 1, "p", 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
