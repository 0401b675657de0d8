# The %@ conversions printa( ) takes besides %d/%u, as dt_printf_validate( )
# checks them against a fake int64_t node (uint64_t for count( ) alone) and
# dt_printf_format( ) prints them: %i, %o, %x, %X, %p (ofmt "x", no 0x),
# %lx and %llX (pfcheck_xlong( ) and pfcheck_xlonglong( ) accept int64_t),
# %ld only for a signed value, %lu and %llu only for count( )'s, %a
# through dtrace_addr2str( ) (0x41: no symbol), %Y by ctime_r( ) and %T by
# strftime( )'s "%a, %d %b %G %T %Z" (%G the ISO year: 2020 for
# 2021-01-01), both in local time; widths and precisions from the keys by
# '*', flags in any order. The refused ones say D_PRINTF_ARG_TYPE with the
# fake node's type: %c (pfcheck_csi( ): at most an int), %hd, %e, %ld of a
# count( ), %lu of a sum( ).
export TZ=UTC
"$SONDA" -qn 'BEGIN {
	@s = sum(65); @c = count(); @t = sum(1609459200000000000);
	@w[10, -6, 4] = sum(7); @v[8] = sum(-7);
	printa("[%@i][%@o][%@x][%@X][%@p][%@lx][%@llX][%@ld][%@a]\n", @s);
	printa("[%@lu][%@llu][%@x]\n", @c);
	printa("[%@Y][%@T]\n", @t);
	printa("[%@*d][%@*.*d][%+@d][%@ d][%@#x][%0@5d]\n", @w);
	printa("[%-@*d][%0@5d][%+@d]\n", @v);
	exit(0);
}'
echo "status $?"
for c in c hd e ld lu; do
	"$SONDA" -e -x errtags -n "BEGIN { @s = sum(1); @c = count();
	printa(\"%@$c\", @s); printa(\"%@$c\", @c); }" 2>&1
	echo "status $?"
done
