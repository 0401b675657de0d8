/* D_AGG_REDEF is the parser's (dt_cook_op2()), lquantize()'s parameters
 * the code generator's: the redefinition is reported first. */
BEGIN
{
	x = 1;
	@a = count();
	@a = lquantize(1, x, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
