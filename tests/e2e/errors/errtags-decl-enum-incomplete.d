/* a variable of an enum type that is never defined */
enum later e;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
