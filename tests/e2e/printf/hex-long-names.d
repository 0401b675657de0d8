/* @@args: -q */
/* %lx takes what is named long after typedefs (long, unsigned long,
 * uintptr_t, uint64_t); %llx what is named long long, or any [u]int64_t
 * typedef (DTrace's pfcheck_xlong() and pfcheck_xlonglong()). */
BEGIN
{
	printf("%lx %lX %lx %lx\n", 10L, 11UL, (uintptr_t)12, (uint64_t)13);
	printf("%llx %llX %llx %llx\n", 10LL, 11ULL, (int64_t)12, (uint64_t)13);
	exit(0);
}
