int sizes[];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
