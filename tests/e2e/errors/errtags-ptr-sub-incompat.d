/* pointers are subtracted only when they point to one type (or void) */
BEGIN
{
	trace((int *)8 - (char *)0);
}

/* @@args: -x errtags */
/* @@status: 1 */
