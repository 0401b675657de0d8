/* ?: operands that point to different types */
BEGIN
{
	trace(pid ? (char *)0 : (int *)0);
}

/* @@args: -x errtags */
/* @@status: 1 */
