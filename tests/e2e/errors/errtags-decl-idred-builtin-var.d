/* a built-in variable may not be declared */
int pid;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
