/* @@args: -x errtags */
/* @@status: 1 */
/* an enum named but not defined (here, and in no kernel type) is a forward
 * declaration, no scalar (dt_node_is_scalar): no cast may give it a value */
BEGIN { x = (enum zz_undefined)0; }
