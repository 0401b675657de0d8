/* panic( ) is known to D and checked, but not implemented, in DTrace for Linux
 * as in sonda: DTrace's code generator refuses it with D_UNKNOWN. */
BEGIN
{
	panic();
}

/* @@args: -w -x errtags */
/* @@status: 1 */
