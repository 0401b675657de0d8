/* the words are looked up as a type at the declarator's end */
short long x[0];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
