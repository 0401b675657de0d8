#pragma D depends_on library net.d

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
