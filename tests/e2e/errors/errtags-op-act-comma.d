BEGIN
{
	trace(1), exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
