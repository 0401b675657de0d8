/* @@args: -q */
/* struct members of global, clause-local and thread-local variables;
 * bit-fields; whole-struct copies; unions */
struct point {
	int x;
	char tag;
	short y;
	int neg : 3;
	unsigned flags : 5;
};
union u {
	int i;
	char c[4];
};
struct point g;
this struct point t;
self struct point s;
union u un;

BEGIN
{
	g.x = 5; g.tag = 'a'; g.y = -3; g.neg = -2; g.flags = 17;
	this->t.x = 7;
	this->t.y = g.y * 2;
	self->s = g;
	self->s.x++;
	g.flags += 20;
	un.i = 0x41424344;
	printf("%d %c %d %d %d\n", g.x, g.tag, g.y, g.neg, g.flags);
	printf("%d %d\n", this->t.x, this->t.y);
	printf("%d %c %d\n", self->s.x, self->s.tag, self->s.flags);
	printf("%c%c\n", un.c[0], un.c[3]);
	printf("%d %d %d\n", sizeof (struct point), offsetof(struct point, y),
	    sizeof (union u));
	exit(0);
}
