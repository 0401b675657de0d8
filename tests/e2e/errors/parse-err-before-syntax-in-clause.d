/* @@args: -e -x errtags */
/* @@status: 1 */
/* The statements before a syntax error in the same clause were built by
 * DTrace's parser, which refuses a bad offsetof (dt_node_offsetof( )) as
 * it builds it: that error, not the syntax error, is reported. An undefined
 * variable is found only when the clause is cooked: the syntax error */
BEGIN
{
	trace(nosuch);
	x = offsetof(struct task_struct, nosuch);
	y = 2 +;
}
