#pragma D depends_on provider nosuchprovider

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
