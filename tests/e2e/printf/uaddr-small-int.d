/* %A of a 1-byte integer: DTrace's pfprint_uaddr( ) takes records of 4, 8
 * or 24 bytes only (EDT_DMISMATCH: "processing aborted", status 1) */
BEGIN
{
	printf("%A|\n", (uint8_t)1);
	printf("not printed\n");
	exit(0);
}

/* @@args: -q -c "sleep 5" */
/* @@status: 1 */
