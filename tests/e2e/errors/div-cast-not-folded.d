/* @@args: -e -x errtags */
/* @@status: 1 */
/* dt_node_op2( ) folds a cast of an integer node only to an integer type
 * (dt_node_is_integer( )): -(string)1 and (enum nosuch)0, an enum never
 * defined being a forward declaration, are cooked with their clause, after
 * the first clause's undefined variable */
BEGIN { trace(nosuch); }
BEGIN { x = 1 / -(string)1; y = 1 / (enum nosuch)0; }
