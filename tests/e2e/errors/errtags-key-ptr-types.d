/* keys that point to different types */
BEGIN
{
	a[(int *)0] = 1;
	a[(char *)0] = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
