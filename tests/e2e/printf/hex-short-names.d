/* @@args: -q */
/* %hx and %hX take what is named short after typedefs (short, signed
 * short, unsigned short, int16_t, uint16_t), whatever its size: DTrace's
 * pfcheck_xshort( ) compares the resolved type's name, so a bit-field of
 * a short fits even when it takes one byte (printed at that size). */
struct bf {
	short s : 5;
	unsigned short u : 3;
};

BEGIN
{
	o = (struct bf *)alloca(sizeof(struct bf));
	o->s = -1;
	o->u = 5;
	printf("%hx %hX %hx\n", o->s, o->u, (signed short)-2);
	printf("%hx %hx %hX\n", (int16_t)-3, (uint16_t)0xbeef, (short)10);
	exit(0);
}
