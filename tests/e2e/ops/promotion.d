/* @@args: -q */
unsigned char C;
signed char c;
unsigned short S;
enum e { E1 = 1 } en;

BEGIN
{
	/* int vs unsigned int compares unsigned; int vs long signed */
	printf("%d %d %d %d\n", -1 < 1u, -1 < 1L, -1 < 1ul, (unsigned)-1 > 0);
	printf("%u %d %lu\n", (unsigned)-7 / 2, -7 / 2, (unsigned long)-7 / 2);
	/* DTrace's conversions: the operand of higher rank (width, then
	 * unsigned) is the result type; no promotion to int */
	printf("%d %d %d\n", sizeof (1 + 1L), sizeof ('a' + (char)1),
	    sizeof ((short)1 + (short)1));
	C = 253; c = -3; S = 65534; en = E1;
	printf("%d %d %d %d\n", C + C, C + c, c + c, S + c);
	printf("%d %d %d %d\n", sizeof (C + C), sizeof (S + C), sizeof (en + C),
	    sizeof (C << 1));
	printf("%d %d %d\n", -C, ~C, sizeof (-c));
	exit(0);
}
