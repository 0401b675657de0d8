/* an array declaration's dimension is a positive constant */
int slots[0];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
