/* copyin( ) of a constant size past scratchsize is named alloca( ), as DTrace
 * reports it (its copyin( ) allocates through dt_cg_subr_alloca_impl( )). */
#pragma D option scratchsize=64

BEGIN
{
	copyin(0, 65);
}

/* @@args: -x errtags */
/* @@status: 1 */
