/* dt_decl_member refuses a struct or union as its own member only while it
 * has no size (D_DECL_INCOMPLETE for a first member): after the first member
 * it is a member of its size so far, placed by libctf at its alignment (its
 * first member's). print() of such a struct stops at a depth. */
struct s { int a; struct s b; };
struct t { char c; long l; struct t in; char d; };
union u { int a; union u b; };

BEGIN
{
	printf("%d %d\n", sizeof(struct s), offsetof(struct s, b));
	printf("%d %d %d\n", sizeof(struct t), offsetof(struct t, in),
	    offsetof(struct t, d));
	printf("%d\n", sizeof(union u));
	exit(0);
}

/* @@args: -q */
