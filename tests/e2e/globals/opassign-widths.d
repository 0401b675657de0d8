/* @@args: -q */
/* A variable keeps the width and signedness of the type it was first
 * given: ++, -- and each op= wrap at that width in every scope (global,
 * self->, this->, associative), as DTrace's dt_cg_store_var( ) stores
 * the type's size and dt_cg_load_var( ) sign-extends only signed types
 * (dt_cg_promote( )). An absent element or thread-local reads as 0. */
uchar_t a[int];
self short s;

BEGIN
{
	x = 0;
	x = 0x1ffffffff;
	self->c = (char)127;
	printf("%d %d %d\n", x, self->c++, self->c);
	a[1] = (uchar_t)255;
	printf("%d %d %d\n", a[1]++, a[1], a[1]--);
	this->h = (short)32767;
	this->h += 2;
	printf("%d\n", this->h);
	printf("%d %d\n", self->s--, --self->s);
	u = (unsigned)1;
	u -= 2;
	printf("%d %x\n", u, u);
	g = (char)-3;
	g *= 100;
	r = (int)-7;
	r %= 3;
	q = (unsigned)-7;
	q %= 3;
	printf("%d %d %d\n", g, r, q);
	r3 = (unsigned)-8;
	r3 >>= 1;
	r4 = (char)-8;
	r4 >>= 1;
	r5 = (uchar_t)200;
	r5 <<= 1;
	printf("%d %d %d\n", r3, r4, r5);
	r7 = (char)0x70;
	r7 ^= 0xff;
	r8 = (char)-1;
	r8 &= 0x1ff;
	a[2] += 300;
	printf("%d %d %d\n", r7, r8, a[2]);
	exit(0);
}
