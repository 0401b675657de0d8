/* @@args: -q */
/* printf( ) flags, widths and precisions as dt_printf_create( ) parses them
 * and dt_printf_format( ) rebuilds them: a '0' read before any digit sets
 * zero padding and clears '-' ("%-08d" pads with zeros, "%0-8d" does not),
 * a negative '*' width left-justifies, a later run of digits replaces the
 * width ("%5h3d" is "%3hd"), length letters may come anywhere ("%l5ld"),
 * '?' is a pointer's width (16), a precision of 0 or less is left out ("%.d"
 * of 0 is "0", "%.0s" prints the whole string) and '\'' groups (nothing in
 * the C locale). */
BEGIN
{
	printf("[%-08d][%0-8d][%-0*d][%0*d][%-#08x][%- 08d]\n", 5, 5, 8, 5, -8, 5,
	    255, 5);
	printf("[%5h3d][%h5d][%0h0d][%5.d][%.d][%l5ld]\n", (short)7, (short)7,
	    (short)7, 7, 0, 7L);
	printf("[%.0s][%.*s][%?d][%-?d][%'d][%#.0x]\n", "xyz", -2, "abc", 5, 5,
	    1234567, 0);
	exit(0);
}
