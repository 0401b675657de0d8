/* each word is checked as it comes: long before unsigned */
long string unsigned x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
