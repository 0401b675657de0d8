/* DTrace checks the most arguments of lquantize() last, after its
 * parameters (dt_cg_agg_opt_incr() runs after them): a variable base with
 * too many arguments is D_LQUANT_BASETYPE. */
BEGIN
{
	x = 1;
	@a = lquantize(1, x, 10, 1, 2, 3);
}

/* @@args: -x errtags */
/* @@status: 1 */
