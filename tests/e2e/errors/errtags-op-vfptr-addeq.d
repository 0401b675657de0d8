/* "+=" on a void pointer: the size of what it points to is unknown. */
BEGIN
{
	p = (void *)0;
	p += 8;
}

/* @@args: -x errtags */
/* @@status: 1 */
