/* An aggregating function is not a statement: DTrace compiles it as a D expression, which may not call one. */
BEGIN
{
	count();
}

/* @@args: -x errtags */
/* @@status: 1 */
