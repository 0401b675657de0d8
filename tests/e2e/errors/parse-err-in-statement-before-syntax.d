/* @@args: -e -x errtags */
/* @@status: 1 */
/* In the statement the syntax error is in, DTrace's parser has built and
 * checked what came before it: sizeof of a type is folded as it is built
 * (dt_node_op1( ): D_SIZEOF_TYPE for void, of no size), before the error
 * at ';'. The undefined variable of the statement before is found only
 * when the clause is cooked. */
BEGIN
{
	trace(nosuch);
	x = 1 / sizeof(void) +;
}
