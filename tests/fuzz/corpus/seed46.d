BEGIN
{
	x = 1;
	y = ;
}

/* @@args: -x errtags */
/* @@status: 1 */
