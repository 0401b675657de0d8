/* A stack( ) value given to a subroutine is named by its prototype's
 * return type, the typedef stack (DTrace's dt_node_type_name( )). */
BEGIN
{
	strjoin(stack(), "");
}

/* @@args: -x errtags */
/* @@status: 1 */
