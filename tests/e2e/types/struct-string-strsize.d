/* With strsize 8 a string member takes 8 bytes (sizeof 12, x at 8), and a
 * store copies 8 bytes as DTrace's dt_cg_store does: a string of 8
 * characters or more keeps 8 of them with no NUL, and never reaches the
 * next member. */
#pragma D option strsize=8
struct foo { string s; int x; };

BEGIN
{
	p = (struct foo *)alloca(sizeof(struct foo));
	p->x = 7;
	p->s = "abcdefghijkl";
	printf("%d %d %s|%d\n", sizeof(struct foo), offsetof(struct foo, x), p->s, p->x);
	p->s = "12345678";
	printf("%s|%d|%d\n", p->s, p->x, strlen(p->s));
	printf("%c %d %d\n", ((char *)p)[7], ((char *)p)[8], ((char *)p)[11]);
	p->s = "xy";
	printf("%s|%d|%d\n", p->s, p->x, strlen(p->s));
	exit(0);
}

/* @@args: -q */
