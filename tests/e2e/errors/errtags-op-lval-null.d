/* @@args: -x errtags */
/* @@status: 1 */
/* NULL is DTrace's hard-wired inline 0: a constant, no lvalue */
BEGIN
{
	NULL = 1;
}
