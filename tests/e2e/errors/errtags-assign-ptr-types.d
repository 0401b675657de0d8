/* a pointer variable takes pointers to its own type, or to void */
BEGIN
{
	x = (int *)0;
	x = (char *)0;
}

/* @@args: -x errtags */
/* @@status: 1 */
