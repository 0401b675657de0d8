/* dt_decl_member refuses a struct or union as its own member only while it
 * has no size (D_DECL_INCOMPLETE for a first member): after the first member
 * it is a member of its size so far, placed by libctf at its alignment (its
 * first member's). libctf places each member after the last one's type's
 * size as it is then (ctf_add_member_offset( )): after a member of the
 * struct itself, the size the struct has grown to with that member (d at
 * 16 + 32 in struct t). print() of such a struct stops at a depth. */
struct s { int a; struct s b; };
struct t { char c; long l; struct t in; char d; };
union u { int a; union u b; };
struct a { int x; struct a y; struct a z; char c; };

BEGIN
{
	printf("%d %d\n", sizeof(struct s), offsetof(struct s, b));
	printf("%d %d %d\n", sizeof(struct t), offsetof(struct t, in),
	    offsetof(struct t, d));
	printf("%d\n", sizeof(union u));
	printf("%d %d %d %d\n", sizeof(struct a), offsetof(struct a, y),
	    offsetof(struct a, z), offsetof(struct a, c));
	exit(0);
}

/* @@args: -q */
