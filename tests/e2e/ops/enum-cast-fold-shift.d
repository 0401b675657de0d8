/* @@args: -q */
/* A constant cast to an enum or to a typedef of one folds as unsigned: the
 * type node has no DT_NF_SIGNED (dt_node_type_assign( ) sets it only for an
 * integer), so dt_node_op2( ) DT_TOK_LPAR keeps the low 32 bits of -1 and a
 * >> after it shifts 4294967295, as the same cast of a variable does (sonda
 * folded (et)-1 and (enum e)-1 to -1 and shifted 64 bits). An enumerator
 * itself is an integer node of all 64 bits (dt_node_int( ) of -1). */
enum e { A = -1, B };
typedef enum e et;

BEGIN
{
	x = -1;
	printf("%d %d\n", (long)((et)-1 >> 1), (long)((enum e)-1 >> 1));
	printf("%d %d\n", (long)((et)x >> 1), (long)((enum e)x >> 1));
	printf("%d %d\n", (long)((et)-1), (long)(A >> 1));
	printf("%d\n", ((enum e)-1 >> 1) == 0x7fffffff);
	exit(0);
}
