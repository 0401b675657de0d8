/* An associative dimension after another dimension: an array of
 * associative arrays, which D cannot declare. */
int a[5][int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
