/* an inline has a value: it cannot be void */
inline void nothing = 0;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
