/* the difference of two pointers is a ptrdiff_t */
BEGIN
{
	trace(((int *)8 - (int *)0) == "a");
}

/* @@args: -x errtags */
/* @@status: 1 */
