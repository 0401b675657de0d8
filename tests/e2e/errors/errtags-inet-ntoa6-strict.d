/* inet_ntoa6( )'s second argument selects its output at compile time: a constant */
BEGIN
{
	trace(inet_ntoa6((void *)curthread, pid));
}

/* @@args: -x errtags */
/* @@status: 1 */
