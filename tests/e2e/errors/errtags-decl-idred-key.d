/* an associative array declared again with another key type */
int x[int];
int x[string];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
