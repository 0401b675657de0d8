/* an associative array declared again with more keys */
int x[int];
int x[int, int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
