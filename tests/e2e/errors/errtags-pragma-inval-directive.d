#pragma D optoin quiet

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
