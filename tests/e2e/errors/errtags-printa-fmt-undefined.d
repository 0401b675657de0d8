/* printa( )'s format is parsed at compile time as printf( )'s: an undefined
 * conversion is an error (DTrace's dt_cg_act_printa( ) calls
 * dt_printf_create( ), whose yywarn( ) tags it D_SYNTAX). */
BEGIN
{
	@c = count();
	printa("%z\n", @c);
}

/* @@args: -x errtags */
/* @@status: 1 */
