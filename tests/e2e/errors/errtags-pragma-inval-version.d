int total;
#pragma D binding "one" total

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
