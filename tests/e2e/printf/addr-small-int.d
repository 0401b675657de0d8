/* %a of a 1- or 2-byte integer: DTrace's pfprint_addr( ) takes records of
 * 4 or 8 bytes only and fails the others with EDT_DMISMATCH, so dtrace(1)
 * dies with "processing aborted" (cmd/dtrace.c's dfatal( )) after what was
 * printed, the failing conversion's prefix too (dt_printf_format( ) prints
 * it before calling pfprint_addr( )); END does not fire; status 1. 4- and
 * 8-byte integers print. */
BEGIN
{
	printf("[%a][%a]\n", (int)0, (long)0);
	printf("<%d>{%a}|\n", 5, (short)1000);
	printf("not printed\n");
	exit(0);
}

END
{
	printf("END\n");
}

/* @@args: -q */
/* @@status: 1 */
