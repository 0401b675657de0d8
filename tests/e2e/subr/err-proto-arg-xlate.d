/* Translated data given to a subroutine is named by its kind, as DTrace
 * names its dynamic type (dt_node_type_name( )). */
BEGIN
{
	dirname(*curpsinfo);
}

/* @@args: -x errtags */
/* @@status: 1 */
