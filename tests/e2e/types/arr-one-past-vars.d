/* DTrace checks the index of an array of 0 or 1 elements neither when
 * compiling (dt_cook_op2( ): "often used for dynamically-sized arrays at
 * the ends of structures") nor at run time (dt_cg_arithmetic_op( )), and a
 * constant index never at run time: a[2] of a global int a[1] reads 8 bytes
 * further in its gvars map value, the global c placed there (a, b, c at 0,
 * 4 and 8: dt_ident_set_storage( )), and this->t[1] the clause-local u. */
int a[1];
int b;
int c;
this int t[1];
this int u;
struct st { int n; int one[1]; int after; } g;

BEGIN
{
	c = 9;
	this->u = 7;
	g.after = 5;
	printf("%d %d %d\n", a[2], this->t[1], g.one[1]);
	exit(0);
}

/* @@args: -q */
