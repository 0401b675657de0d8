/* an inline array takes a tuple signature, not a dimension */
inline int limits[4] = 10;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
