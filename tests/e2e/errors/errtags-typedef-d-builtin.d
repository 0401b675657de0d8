/* uint32_t is one of D's own typedefs: a script may not declare it again. */
typedef unsigned int uint32_t;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
