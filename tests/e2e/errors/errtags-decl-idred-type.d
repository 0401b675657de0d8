/* a global declared again with another type */
int x;
long x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
