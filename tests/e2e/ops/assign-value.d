/* @@args: -q */
/* The value of an assignment is the register stored, all 64 bits of it
 * (DTrace's dt_cg_asgn_op): the variable keeps its type's bytes. ++ and
 * -- read the variable without sign extension (dt_cg_incdec_op). */
char c;
this short s;
self int t;
struct bf { int a:3; } st;

BEGIN
{
	printf("%d %d\n", (c = 300) + 0, c);
	printf("%d %d\n", (this->s = 65537) + 0, this->s);
	printf("%d %d\n", (st.a = 9) + 0, st.a);
	c = 127;
	printf("%d %d\n", (c += 1) + 0, c);
	c = 127;
	printf("%d %d\n", ++c + 0, c);
	c = -1;
	printf("%d %d\n", c++ + 0, c);
	self->t = -1;
	printf("%d %d\n", self->t-- + 0L, self->t);
	exit(0);
}
