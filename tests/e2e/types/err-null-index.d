/* @@args: -x errtags */
/* @@status: 1 */
/* NULL is DTrace's inline long NULL = 0 (dt_open.c _dtrace_hardwire): its
 * parser makes the name an integer constant (dt_node_ident( )), so NULL[0]
 * is *(0 + 0), no associative array. */
BEGIN { x = NULL[0]; }
