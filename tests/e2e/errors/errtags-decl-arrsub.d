int a[-1];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
