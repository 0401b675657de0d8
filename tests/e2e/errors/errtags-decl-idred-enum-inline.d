/* an enumerator is an inline */
enum { E0 };

inline int E0 = 1;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
