/* array + constant past the array's end is D_ARR_BOUNDS, as a[i] is */
int a[4];

BEGIN
{
	trace(*(a + 4));
}

/* @@args: -x errtags */
/* @@status: 1 */
