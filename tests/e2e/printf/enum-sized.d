/* @@args: -q */
/* The size-prefixed conversions DTrace checks by type compatibility
 * (%hd %hu %ld %lu %lld %llu %lc: pfcheck_type(), ctf_type_compat()) take
 * an enum, which is compatible with any integer; it prints by its own
 * 4-byte size. */
enum e { A = 5, B = -1 };

BEGIN
{
	printf("%hd %ld %lu %lld %llu %hu %lc|\n", A, B, B, B, A, B, A + 60);
	exit(0);
}
