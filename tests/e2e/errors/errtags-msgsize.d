/* msgsize( ) is a D function whose prototype names mblk_t, a Solaris type
 * Linux lacks: DTrace for Linux fails to read the prototype (D_UNKNOWN). */
BEGIN
{
	trace(msgsize(0));
}

/* @@args: -x errtags */
/* @@status: 1 */
