/* DTrace names its function pointer type "function pointer" */
int (*fp)(int);
long fp;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
