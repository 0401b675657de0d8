#pragma D binding "1.0" later

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
