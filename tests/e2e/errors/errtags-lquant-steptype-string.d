/* lquantize()'s step is not part of its prototype ("void(@, int32_t,
 * int32_t, ...)"): a string there fails dt_node_is_posconst() as code is
 * generated (D_LQUANT_STEPTYPE), not a prototype check. */
BEGIN
{
	@a = lquantize(1, 0, 10, "a");
}

/* @@args: -x errtags */
/* @@status: 1 */
