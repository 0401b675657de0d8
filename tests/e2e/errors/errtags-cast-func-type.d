/* A function type or pointer to one declared in D is DTrace's one
 * "function" or "function pointer" type (dt_decl_type( )), named so by
 * dt_type_name( ) in a refused cast. */
BEGIN
{
	x = (void (*)(int, ...))"a";
}

/* @@args: -x errtags */
/* @@status: 1 */
