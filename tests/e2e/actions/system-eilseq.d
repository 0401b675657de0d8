/* system( ) formats its command as printf( ) does (DTrace's
 * dtrace_sprintf( )): a %lc of a wide character with no byte in the C
 * locale fails it (EILSEQ) and dtrace(1) dies with "processing aborted"
 * before running the command; the record's earlier output stays, status 1. */
BEGIN
{
	printf("before\n");
	system("echo %lc", 0xe9);
	printf("after\n");
	exit(0);
}

/* @@args: -qw */
/* @@status: 1 */
