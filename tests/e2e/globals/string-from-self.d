/* A global string assigned from a thread-local one, which may not exist (its
 * map value may be NULL): the store's copy of the last byte is reached only
 * with a source address the verifier knows is not NULL (found by dgen). */
self string ts;
string gs;

BEGIN
{
	gs = self->ts;
	self->ts = "0123456789abcdef";
	gs = self->ts;
	printf("[%s]\n", gs);
	exit(0);
}

/* @@args: -q -x strsize=16 */
