/* dt_cg_agg_opt_incr() checks the increment's type before the number of
 * arguments: D_PROTO_ARG, not D_PROTO_LEN. */
BEGIN
{
	@a = quantize(1, "a", 3);
}

/* @@args: -x errtags */
/* @@status: 1 */
