BEGIN
{
	trace(nosuchvar);
}

/* @@args: -x errtags */
/* @@status: 1 */
