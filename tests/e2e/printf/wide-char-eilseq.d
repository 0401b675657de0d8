/* %lc of a wide character with no byte in the C locale fails glibc's
 * vfprintf( ) (EILSEQ) as %ls does: dtrace(1) dies with "processing
 * aborted" after what was printed, status 1 (DTrace's pfprint_sint( )
 * hands the value to libc; cmd/dtrace.c's dfatal( )). */
BEGIN
{
	printf("[%lc][%3wc]", 0x41, 0x42);
	printf("[%lc]\n", 0x100);
	printf("not printed\n");
	exit(0);
}

/* @@args: -q */
/* @@status: 1 */
