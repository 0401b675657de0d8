# printa( )'s conversions of keys besides %d/%s: each key is read at its own
# record size (dt_printf_format( ) hands pfprint_*( ) the record, never a
# widened value): %x and %u of a char -2 are fe and 254 (pfprint_uint( )),
# %c of an int and of a char -2 the byte itself, %C of a char, short or
# int key the low byte escaped by strchr2esc( ) (\376, \324, A), %S the
# string's bytes escaped up to its NUL (\t \001 \0), %p of an int "%x"
# and of a long "%llx" (ofmt "x": no 0x), %#o of a long with "ll", %Y and
# %T of a long key by ctime_r( ) and strftime( ) in local time; widths,
# precisions and flags as printf(3) takes them. dt_printf_validate( )
# checks each against the key's type (%hu of a short is refused).
export TZ=UTC
"$SONDA" -qn 'BEGIN {
	@a[65, "ab\tc\001", (char)-2, (short)-300, 1234567890123] = count();
	printa("%c|%S|%d|%hd|%ld\n", @a);
	printa("%x|%s|%x|%hx|%lx\n", @a);
	printa("%p|%-8.1s|%u|%hd|%p\n", @a);
	printa("%5c|%10S|%-4d|%+d|%#o\n", @a);
	printa("%d|%.2s|%c|%C|%Y\n", @a);
	printa("%C|%s|%C|%d|%T\n", @a);
	exit(0);
}' | cat -v
echo "status $?"
"$SONDA" -e -x errtags -n 'BEGIN { @a[(short)1] = count(); printa("%hu\n", @a); }' 2>&1
echo "status $?"
