/* operator ! takes a scalar, not a string */
BEGIN
{
	trace(!execname);
}

/* @@args: -x errtags */
/* @@status: 1 */
