/* @@args: -e -x errtags */
/* @@status: 1 */
/* DTrace's parser makes sizeof of a type an integer node (dt_node_op1( )),
 * folds << on integers and casts an integer to an integer type
 * (dt_node_op2( )'s DT_TOK_LPAR): the divisor is 0 (256 as a char) when the
 * clause is parsed, before the first clause's undefined variable is cooked */
struct S { int a; };
BEGIN { trace(nosuch); }
BEGIN { x = 10 / (char)(sizeof(struct S) << 6); }
