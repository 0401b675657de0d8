/* After commit( ), an action's clause-order error (dt_cg_clsflags( )) comes
 * before the errors of its own code (trunc( ) of a non-aggregation). */
BEGIN
{
	commit(1);
	trunc(execname);
}

/* @@args: -x errtags */
/* @@status: 1 */
