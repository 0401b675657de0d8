/* inet_ntoa6()'s second argument must be an integer constant. */
BEGIN
{
	p = alloca(16);
	x = 1;
	trace(inet_ntoa6(p, x));
}

/* @@args: -x errtags */
/* @@status: 1 */
