/* an inline named as an aggregating function */
inline int count = 1;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
