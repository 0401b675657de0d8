int *p;

BEGIN
{
	trace(inet_ntoa6(p));
}

/* @@args: -x errtags */
/* @@status: 1 */
