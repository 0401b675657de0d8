/* the declarator's own checks come before its storage class */
static int x[0];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
