/* a typedef named as a global variable */
int x;
typedef int x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
