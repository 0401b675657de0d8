/* key parameters are made before the dimension checks */
int v[2][void auto p];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
