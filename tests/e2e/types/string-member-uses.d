/* A string member, union member or element read through a string pointer
 * (char[strsize] each, here 64) is a string in comparisons, subroutines,
 * struct copies and keys. */
#pragma D option strsize=64
struct foo { string s; int x; };
union u { string s; long l; };
struct foo g, h;
union u un;
BEGIN
{
	g.s = "hello"; g.x = 2;
	h = g;
	un.s = "uni";
	p = (string *)alloca(2 * sizeof(string));
	p[1] = "second";
	*p = "first";
	printf("%d %d %s %s %d %s\n", g.s == "hello", g.s != h.s, strjoin(g.s, "!"), substr(h.s, 1), strlen(un.s), un.s);
	printf("%s %s %d %d\n", p[0], p[1], sizeof(union u), sizeof(*p));
	self->k[g.s] = 1;
	printf("%d\n", self->k["hello"]);
	exit(0);
}

/* @@args: -q */
