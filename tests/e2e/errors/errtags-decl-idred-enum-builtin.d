/* an enumerator named as a built-in variable */
enum e { pid };

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
