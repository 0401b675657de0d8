/* a variable may not take the name of a type */
typedef int count_t;
count_t count_t;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
