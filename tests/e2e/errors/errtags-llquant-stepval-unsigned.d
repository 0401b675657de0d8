/* An unsigned steps argument is positive whatever its top bit (DTrace's
 * dt_node_is_posconst() checks the sign of signed constants only), so
 * 0xffffffffffffffff is too large (D_LLQUANT_STEPVAL), not a bad type. */
BEGIN
{
	@a = llquantize(1, 10, 0, 2, 0xffffffffffffffff);
}

/* @@args: -x errtags */
/* @@status: 1 */
