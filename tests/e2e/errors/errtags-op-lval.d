BEGIN
{
	x = 1;
	(x + 1)++;
}

/* @@args: -x errtags */
/* @@status: 1 */
