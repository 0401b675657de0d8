/* an inline of a struct that is never defined */
inline struct later l = 0;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
