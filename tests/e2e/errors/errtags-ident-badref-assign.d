/* trace is a tracing function: it cannot be assigned to as a scalar */
BEGIN
{
	trace = 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
