/* one name declared as a scalar and as an associative array */
self int count;
self int count[int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
