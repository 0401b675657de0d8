/* An unsigned step is positive whatever its top bit (DTrace's
 * dt_node_is_posconst() checks the sign of signed constants only), so
 * 0xffffffffffffffff is too large (D_LQUANT_STEPVAL), not a bad type. */
BEGIN
{
	@a = lquantize(1, 0, 10, 0xffffffffffffffff);
}

/* @@args: -x errtags */
/* @@status: 1 */
