/* An aggregation passed to a typed action parameter is refused by the
 * prototype, as DTrace's dt_idcook_func( ) finds no type compatible with
 * an aggregation's: D_PROTO_ARG naming it "aggregation". */
BEGIN
{
	@a = count();
	stack(@a);
}

/* @@args: -x errtags -w */
/* @@status: 1 */
