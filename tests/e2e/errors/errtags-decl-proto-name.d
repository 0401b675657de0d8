int lookup(void key);

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
