/* an inline defined twice */
inline int x = 1;
inline int x = 2;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
