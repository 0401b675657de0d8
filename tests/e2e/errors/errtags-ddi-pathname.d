/* ddi_pathname( ) has a prototype (checked first) but no code generator in
 * DTrace for Linux: "unimplemented subroutine" (D_FUNC_UNDEF). */
BEGIN
{
	trace(ddi_pathname((void *)0, 1));
}

/* @@args: -x errtags */
/* @@status: 1 */
