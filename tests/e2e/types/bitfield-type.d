/* A bit-field read has DTrace's bit-field integer type (dt_decl_member: the
 * width, in ctf_add_integer's power-of-two bytes): dt_type_promote ranks it
 * by its width, so v.b (20 bits) + a char has v.b's type, v.c (4 bits, unsigned)
 * + an unsigned char an unsigned char (15 + 250 kept in a byte: 9); a
 * variable given v.a (3 bits) is one byte, and keeps 1000 as -24 (sizeof of
 * either variable is D_SIZEOF_BITFIELD: errors/sizeof-bitfield-type). */
struct s { int a : 3; int b : 20; unsigned c : 4; } v;
BEGIN
{
	v.a = -1; v.b = 100000; v.c = 15;
	x = v.b + (char)0;
	y = v.a;
	z = v.c + (unsigned char)250;
	printf("%d %d %d\n", x, y, z);
	y = 1000;
	printf("%d %d %d\n", y, v.a + v.b, sizeof(v.a + 0));
	exit(0);
}

/* @@args: -q */
