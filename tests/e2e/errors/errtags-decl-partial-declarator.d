/* the declarators before one that does not parse were declared already */
int x[0], y[int int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
