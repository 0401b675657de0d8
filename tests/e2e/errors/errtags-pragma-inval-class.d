#pragma D depends_on package libc

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
