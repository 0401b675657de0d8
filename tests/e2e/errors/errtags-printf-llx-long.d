/* %llx wants a type named long long, or one reached through a typedef
 * named int64_t or uint64_t (DTrace's pfcheck_xlonglong()): uintptr_t is
 * an unsigned long by other typedefs, so it is refused. */
BEGIN
{
	printf("%llx\n", (uintptr_t)1);
}

/* @@args: -x errtags */
/* @@status: 1 */
