/* a pointer key, then a non-zero integer key */
BEGIN
{
	a[(int *)0] = 1;
	a[3] = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
