/* @@args: -q */
/* x op= y computes in x's type, as DTrace types it (dt_cook_op2): an int
 * divided by an unsigned int is divided signed, an unsigned one shifted
 * by >>= logically whatever the right operand. */
int x;
unsigned int u;
self int t;
this long l;

BEGIN
{
	x = -7;
	x /= 2u;
	self->t = -7;
	self->t %= 4u;
	this->l = -9;
	this->l /= 2ul;
	u = 0x80000000;
	u >>= 4L;
	printf("%d %d %d %x\n", x, self->t, this->l, u);
	exit(0);
}
