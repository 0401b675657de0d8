/* a + i, i + a and a - i of an array keep the array's type, as DTrace's
 * dt_cook_op2( ) keeps a pointer operand's (an array is one to + and -):
 * sizeof is the array's, trace( ) dumps the array's size from the element
 * on, printf( )'s %s takes a char array's, * and [] give an element, and
 * *(a + i) is writable where a is. */
struct s {
	int	a[4];
	int	pad;
	char	c[8];
};

struct s g;

BEGIN
{
	g.a[1] = 1;
	g.a[2] = 2;
	g.a[3] = 3;
	g.pad = 0x44;
	g.c[0] = 'h';
	g.c[1] = 'i';
	printf("%d %d %d %d\n", sizeof(g.a + 1), sizeof(1 + g.a), sizeof(g.a - 1),
	    sizeof(*(g.a + 1)));
	trace(g.a + 1);
	trace(2 + g.a);
	trace(g.c + 1);
	printf("\n%s|%s|%s\n", g.c + 1, g.c + 0, stringof(g.c + 1));
	printf("%d %d %d\n", *(g.a + 3 - 1), (g.a + 1)[2], *(g.a + 2) == g.a[2]);
	printf("%d %d\n", g.a + 1 == g.a, (g.a + 3) - (g.a + 1));
	*(g.a + 1) = 9;
	this->i = 2;
	*(g.a + this->i) = 8;
	printf("%d %d\n", g.a[1], g.a[2]);
	exit(0);
}

/* @@args: -q */
