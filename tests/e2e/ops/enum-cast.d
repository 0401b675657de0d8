/* @@args: -q */
/* A cast to an enum narrows or changes sign as a cast to an unsigned int
 * does (DTrace gives an enum no DT_NF_SIGNED): an int -1 becomes 4294967295,
 * a 44-bit bit-field keeps its low 32 bits, and a constant folds the same
 * way (dt_node_op2). */
enum e { A };
struct s { long b : 44; int i; } g;

BEGIN
{
	g.b = -269;
	g.i = -1;
	x = -1;
	trace((unsigned long)(enum e)g.b); printf("\n");
	trace((long)(enum e)g.i); printf("\n");
	trace((long)(enum e)x); printf("\n");
	trace((long)(enum e)-1); printf("\n");
	printf("%d\n", (enum e)-1 == 4294967295);
	trace((int)(enum e)x); printf("\n");
	exit(0);
}
