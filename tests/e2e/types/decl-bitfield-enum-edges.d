/* An unnamed bit-field of width 0 declares nothing and an unnamed one of
 * another width takes its bits (dt_decl_member); an unsigned width is
 * positive however large it reads as signed. After INT_MAX the next
 * enumerator is INT_MIN, unchecked (dt_decl_enumerator adds 1 in an int);
 * %d prints an enum unsigned, as DTrace marks no enum signed. */
struct s { int a : 3; int : 0; int b; };
struct t { int : 5; int b; };
enum e { BIG = 2147483647, WRAP, NEXT };

BEGIN
{
	printf("%d %d %d %d\n", sizeof(struct s), offsetof(struct s, b),
	    sizeof(struct t), offsetof(struct t, b));
	printf("%d %d %d\n", BIG, WRAP, NEXT);
	exit(0);
}

/* @@args: -q */
