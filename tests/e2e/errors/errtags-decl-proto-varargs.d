int counts[string, ...];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
