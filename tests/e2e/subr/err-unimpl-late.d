/* ddi_pathname( ) has no code in DTrace for Linux: it finds that as it
 * generates the clause's code, after every statement is cooked. */
BEGIN
{
	ddi_pathname(0, 3);
	strlen();
}

/* @@args: -x errtags */
/* @@status: 1 */
