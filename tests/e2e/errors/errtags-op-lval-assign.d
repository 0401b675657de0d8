BEGIN
{
	x = 1;
	(x + 1) = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
