/* @@args: -q */
BEGIN
{
	printf("%d %d\n", 123456789012, -123456789012);
	printf("%ld %lu %lx\n", 9223372036854775807, (unsigned long)-1,
	    0x7fffffffffffffff);
	printf("%llu %lld\n", (unsigned long long)-1, (long long)-2);
	exit(0);
}
