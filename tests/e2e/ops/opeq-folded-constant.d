/* The right operand of op= may be a constant the parser folded (-32768,
 * ~5, (uint8_t)~256ul): checking op='s operand types before the left side
 * keeps the folded constant's type; it is not read again as a literal
 * (that gave D_INT_OFLOW "0xffffffffffff8000 cannot be represented"). */
int x;
unsigned long u;

BEGIN
{
	x = 5;
	x |= (-32768);
	u = 1;
	u ^= ((uint8_t)(~256ul));
	x /= ((-127) | 1);
	printf("%d %u\n", x, u);
	exit(0);
}

/* @@args: -q */
