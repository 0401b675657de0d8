BEGIN
{
	normalize(@a, 2);
}

/* @@args: -x errtags */
/* @@status: 1 */
