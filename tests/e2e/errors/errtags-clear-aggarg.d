BEGIN
{
	x = 1;
	clear(x);
}

/* @@args: -x errtags */
/* @@status: 1 */
