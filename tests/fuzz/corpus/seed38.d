BEGIN
{
	x = 0128;
}

/* @@args: -x errtags */
/* @@status: 1 */
