/* A stack value stored in a variable: D_CG_EXPR (not an operand type error). */
BEGIN
{
	x = stack();
}

/* @@args: -x errtags */
/* @@status: 1 */
