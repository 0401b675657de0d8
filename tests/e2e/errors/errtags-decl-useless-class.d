/* no declarator: useless, whatever the storage class */
static int;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
