/* long float names no type */
long float ratio;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
