/* @@args: -q */
/* An enum passes the conversions dt_printf.c checks with ctf_type_compat( )
 * (%hd, %hu, %ld, %lu, %lld: libctf makes an enum compatible with any
 * integer), and prints as its 4 bytes do: signed for %hd, unsigned for %lu
 * (errors/printf-lx-enum: %lx checks the type's name and refuses it). */
enum e { NEG = -1, SEVEN = 7 };

BEGIN
{
	printf("[%hd][%hu][%ld][%lu][%lld][%hd][%lu]\n", SEVEN, SEVEN, SEVEN, SEVEN,
	    SEVEN, NEG, NEG);
	exit(0);
}
