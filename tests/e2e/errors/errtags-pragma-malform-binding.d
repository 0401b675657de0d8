int total;
#pragma D binding 1.0 total

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
