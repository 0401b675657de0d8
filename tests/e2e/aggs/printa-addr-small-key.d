/* printa( )'s %a of a 2-byte key: pfprint_addr( ) fails the record with
 * EDT_DMISMATCH after dt_printf_format( ) has printed the conversion's
 * prefix ("k <"), flushed at once for printa( ): "processing aborted",
 * nothing after, status 1. */
/* @@args: -q */
/* @@status: 1 */
BEGIN
{
	@a[(short)3] = count();
	printa("k <%a> %@d\n", @a);
	printf("after\n");
	exit(0);
}
