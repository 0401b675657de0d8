/* freopen(".") is refused before its format is checked against its
 * arguments (dt_cg_act_printf( ) tests the sentinel first, then calls
 * dt_printf_validate( )): an extra argument does not make it
 * D_PRINTF_ARG_EXTRA */
BEGIN
{
	freopen(".", 1);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
