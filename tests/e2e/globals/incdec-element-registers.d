/* @@args: -q */
/*
 * ++ and -- of an associative element, present or absent, as the last
 * operand beside values held in registers: DTrace's dt_cg_incdec_op( )
 * compiles a[0]++ in g + (h + a[0]++) (its register set has r0-r8, and
 * dt_regset_xalloc_args( ) spills what a helper call would clobber);
 * sonda's code for the absent element once took a register of its own for
 * the result, one more than the four it keeps across calls, and refused
 * these as D_NOREG.
 */
int g, h, k;

BEGIN
{
	g = 100;
	h = 20;
	k = 3;
	a[0] = 5;
	self->t[1] = 7;

	printf("present post: %d", g + (h + a[0]++));
	printf(" a[0]=%d\n", a[0]);
	printf("present pre: %d", g + (h + --a[0]));
	printf(" a[0]=%d\n", a[0]);
	printf("absent post: %d", g + (h + a[1]--));
	printf(" a[1]=%d\n", a[1]);
	printf("absent pre: %d", g + (h + ++a[2]));
	printf(" a[2]=%d\n", a[2]);
	printf("self post: %d", g + (h + self->t[1]++));
	printf(" t[1]=%d\n", self->t[1]);
	printf("self absent pre: %d", g + (h + --self->t[2]));
	printf(" t[2]=%d\n", self->t[2]);
	printf("three held: %d", g + (h + (k + a[3]++)));
	printf(" a[3]=%d\n", a[3]);
	printf("compared: %d\n", (g + (h > a[0]++)) * (k + a[0]--));
	exit(0);
}
