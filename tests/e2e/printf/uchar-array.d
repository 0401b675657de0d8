/* @@args: -x errtags */
/* @@status: 1 */
/* %s (pfcheck_str( )) takes an array of IS_CHAR( ) elements (dt_parser.h:
 * signed, 8 bits): char [] and signed char [] print, unsigned char [] (and
 * uint8_t []) is refused; %p takes it as any array. */
unsigned char ucs[4];

BEGIN
{
	ucs[0] = 'C';
	printf("[%p]\n", ucs);
	printf("[%s]\n", ucs);
}
