/* A printa( ) row whose %lc key has no byte in the C locale fails libc's
 * conversion (EILSEQ): DTrace's dt_fprinta( ) stops the walk with the
 * error and dtrace(1) dies with "processing aborted". The rows before it
 * and its prefix stay; no row after it, nothing more, status 1. */
BEGIN
{
	@a[0x41] = count();
	@a[0xe9] = count();
	@a[0x42] = count();
	@a[0x42] = count();
	printa("[%lc] %@d\n", @a);
	printf("not printed\n");
	exit(0);
}

/* @@args: -q */
/* @@status: 1 */
