/* @@args: -q */
/* A string stored in any kind of variable keeps at most strsize
 * characters; an offset into it sees only those. */
#pragma D option strsize=6

BEGIN
{
	g = "abcdefgh";
	this->l = "abcdefgh";
	self->t = "abcdefgh";
	a[1] = "abcdefgh";
	printf("[%s] [%s] [%s] [%s]\n", g + 1, this->l + 1, self->t + 1, a[1] + 1);
	exit(0);
}
