char buffer[0x100000000];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
