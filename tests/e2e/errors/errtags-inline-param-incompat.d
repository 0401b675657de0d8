/* an inline's parameter is a value of its type, not the constant 0 */
inline string I[int p] = p;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
