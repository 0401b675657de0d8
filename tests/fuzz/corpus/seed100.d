BEGIN
{
	trace(substr("abc", "1"));
}

/* @@args: -x errtags */
/* @@status: 1 */
