/* @@args: -q */
/* DTrace calls a member a bit-field only when its width is not 8, 16, 32 or
 * 64 bits (dt_node_type_assign's DT_NF_BITFIELD): offsetof, & and sizeof
 * take `int a : 8` and `short b : 16` of a script's struct, and the kernel's
 * desc_struct base2 (u16 : 8 at bit 56: byte 7) and fred_ss vector (u64 : 8
 * at bit 32: byte 4). */
struct s { int a : 8; short b : 16; int c : 3; };

BEGIN
{
	p = (struct s *)alloca(sizeof (struct s));
	printf("%d %d %d %d\n", offsetof(struct s, a), offsetof(struct s, b),
	    (long)&p->b - (long)p, sizeof (p->a));
	d = (struct desc_struct *)alloca(sizeof (struct desc_struct));
	printf("%d %d %d\n", offsetof(struct desc_struct, base2),
	    (long)&d->base2 - (long)d, offsetof(struct fred_ss, vector));
	exit(0);
}
