/* void is the sole parameter: not even ... may follow it */
int handler(void, ...);

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
