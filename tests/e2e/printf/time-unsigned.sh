# %Y and %T take DTrace's hrtime_t, an unsigned long long (dt_printf.c's
# pfprint_time( ) and pfprint_time822( ) divide it by NANOSEC unsigned): a
# negative value, in printf( ) or as a printa( ) value, is a time in 2554,
# not one before 1970.
export TZ=UTC
"$SONDA" -qn 'BEGIN {
	printf("[%Y] [%T]\n", -12345678901, -12345678901);
	printf("[%Y] [%T]\n", -1L, -1L);
	@a = sum(-1); @b = min(-1000000000000); @c = sum(1000000000);
	printa("[%@Y] [%@T]\n", @a);
	printa("[%@Y] [%@T]\n", @b);
	printa("[%@Y] [%@T]\n", @c);
	exit(0);
}'
echo "status $?"
