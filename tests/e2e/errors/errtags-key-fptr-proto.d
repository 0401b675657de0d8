/* A key's prototype taken from a function pointer is DTrace's one
 * "function pointer" type (dt_decl_type( )), so named by
 * dt_node_type_name( ) when a later key does not match it. */
void (*fp)(int);

BEGIN
{
	@a[fp] = count();
	@a["x"] = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
