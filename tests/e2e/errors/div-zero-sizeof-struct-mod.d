/* @@args: -e -x errtags */
/* @@status: 1 */
/* x %= (short)(sizeof(struct task_struct) * 65536): a divisor DTrace's
 * parser folds to 0 (dt_node_op2( ) checks DT_TOK_MOD_EQ too); sonda
 * compiled it, to fault when it ran */
BEGIN { x = 10; x %= (short)(sizeof(struct task_struct) * 65536); }
