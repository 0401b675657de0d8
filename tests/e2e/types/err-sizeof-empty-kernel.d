/* @@args: -x errtags */
/* @@status: 1 */
/* a kernel struct with no members (x86's struct ftrace_regs) has size 0,
 * which sizeof cannot give (dt_node_op1: D_SIZEOF_TYPE) */
BEGIN { trace(sizeof (struct ftrace_regs)); }
