/* @@args: -q -x strsize=5 */
/* A char array is recorded by reference, its own size whatever strsize
 * (DTrace's dt_cg_store_val()): %s prints and %S escapes its string past
 * strsize and trace() dumps all of it, where a D string stops at strsize
 * characters. */
struct b { char buf[12]; int x; } g;

BEGIN
{
	g.buf[0] = 'a'; g.buf[1] = 'b'; g.buf[2] = 'c'; g.buf[3] = 'd';
	g.buf[4] = 'e'; g.buf[5] = 'f'; g.buf[6] = 'g'; g.buf[7] = 'h';
	g.x = 1;
	printf("[%s] [%S] [%.3s] [%s]\n", g.buf, g.buf, g.buf, "abcdefgh");
	printf("[%s] [%S]\n", curthread->comm, curpsinfo->pr_fname);
	trace(curthread->comm);
	exit(0);
}
