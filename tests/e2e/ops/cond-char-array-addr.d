#pragma D option quiet
/* A char array arm of ?: is the array's address, as DTrace's
 * dt_cg_ternary_op( ) moves the arm's register, which holds a by-reference
 * member's address: a string ?: copies strsize bytes from there
 * (dt_cg_memcpy( )), past the end of an array without a NUL, and an array
 * ?: (the second arm's type, dt_node_is_ptrcompat( )) is read by that
 * type's size from the chosen arm's address. sonda copied the array's own
 * bytes first: "abcdefgh" and zeros after a shorter array. */
struct s { char c[8]; char d[4]; int x; };
struct s g;
char e[16];	/* D's char: the kernel's (curthread->comm's) is unsigned,
		   an array of it no ?: arm for an array of D's char */
BEGIN {
	g.c[0] = 'a'; g.c[1] = 'b'; g.c[2] = 'c'; g.c[3] = 'd';
	g.c[4] = 'e'; g.c[5] = 'f'; g.c[6] = 'g'; g.c[7] = 'h';
	g.d[0] = 'Q'; g.x = 1;
	printf("[%s]\n", g.x ? g.c : "abc");
	this->s = !g.x ? "abc" : g.c;
	printf("[%s] [%s]\n", this->s, g.c);
	trace(g.x ? g.d : g.c);
	g.c[2] = 0;
	trace(g.x ? g.c : e);
	printf("[%s]\n", g.x ? g.c : "abc");
	exit(0);
}
