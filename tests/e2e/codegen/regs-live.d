/* DTrace's code generator has %r1-%r8 for an expression (dt_regset.c:
 * dt_regset_create( ) makes a set of DIF_DIR_NREGS = 8 registers and one
 * for %r0, which dt_regset_alloc( ) never hands out; %r9 holds the output
 * buffer) and spills each of them once: 16 values live at once. Each
 * level of a chain nested to the right holds one (dt_cg_arithmetic_op( )
 * and dt_cg_compare_op( ) keep the left operand while they generate the
 * right one), as does ^^ (dt_cg_logical_xor( )); x op= e loads x first;
 * && and || free their left operand, ?: and , each part, and a chain
 * nested to the left holds two. Every expression here holds 16 at most
 * and compiles; regs-noreg.sh has one more. */
BEGIN
{
	x = 1;
}

BEGIN
/x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + x)))))))))))))) == 16/
{
	printf("%d\n", x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + x)))))))))))))));
	printf("%d\n", 1 - (x - (2 - (x - (3 - (x - (4 - (x - (5 - (x - (6 - (x - (7 - (x - (8 - x)))))))))))))));
	y = 1;
	y += x * (x + (x * (x + (x * (x + (x * (x + (x * (x + (x * (x + (x * (x + x)))))))))))));
	printf("%d\n", y);
	printf("%d\n", x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x);
	printf("%d\n", x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ (x ^^ x)))))))))))))));
	printf("%d\n", x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && (x && x))))))))))))))))));
	printf("%d\n", x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? (x ? 5 : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0) : 0);
	printf("%d\n", (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, (x, 9)))))))))))))))))));
	printf("%d\n", 0 ? x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + x)))))))))))))))) : 3);
	if (x < (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + (x + x)))))))))))))))
		printf("if\n");
	exit(0);
}

/* @@args: -q */
