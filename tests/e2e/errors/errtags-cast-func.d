/* A cast to a function type (DTrace's one "function" type, as
 * dt_decl_type( ) gives it) is refused with that name. */
BEGIN
{
	x = (void (int))1;
}

/* @@args: -x errtags */
/* @@status: 1 */
