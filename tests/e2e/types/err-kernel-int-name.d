/* @@args: -x errtags */
/* @@status: 1 */
/* the kernel's name of an integer type, resolved (dt_cook_op2's D_OP_SOU):
 * pipe_index's head_tail is an unsigned long, "long unsigned int" */
BEGIN { trace(((union pipe_index *)0)->head_tail.x); }
