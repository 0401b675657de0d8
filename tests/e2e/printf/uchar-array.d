/* @@args: -q */
/* %s and %S (pfcheck_str( )) take an array of IS_CHAR( ) elements, and
 * DTrace for Linux's IS_CHAR( ) (dt_parser.h) asks for CTF_INT_CHAR and 8
 * bits only: D's unsigned char (dt_open.c: CTF_INT_CHAR) and its typedefs
 * uint8_t and uchar_t pass as char and signed char do. The record is the
 * array's bytes, printed up to the first NUL (%S escapes that NUL too);
 * %p takes the array as any array. */
unsigned char ucs[4];
uint8_t u8s[3];
uchar_t uc[2];

BEGIN
{
	ucs[0] = 'C';
	u8s[0] = 'x';
	u8s[1] = 'y';
	u8s[2] = 'z';
	uc[0] = '\t';
	printf("[%p]\n", ucs);
	printf("[%s] [%5.1s] [%-4s]\n", ucs, ucs, u8s);
	ucs[1] = 0xe9;
	printf("[%S]\n", ucs);
	printf("[%S] [%S]\n", u8s, uc);
	exit(0);
}
