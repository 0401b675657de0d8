/* D structs are laid out by libctf, as DTrace declares them
 * (ctf_add_member_offset): each member at the end of the previous one
 * rounded up to its alignment (char 1, short 2, int 4, long and pointers
 * 8; a struct's alignment is its first member's, ctf_type_align), and the
 * size ends at the last member, with no tail padding. Global, self-> and
 * this-> variables of such a type hold their members there, at any
 * address that gives. */
struct in { char x; long y; };
struct s1 { char c; short s; int i; long l; char *p; char a[3]; struct in in; char last; };
struct s1 g;
self struct s1 t;
this struct s1 u;

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d\n", sizeof(struct s1), offsetof(struct s1, s),
	    offsetof(struct s1, i), offsetof(struct s1, l), offsetof(struct s1, p),
	    offsetof(struct s1, a), offsetof(struct s1, in), offsetof(struct s1, last),
	    sizeof(struct in), offsetof(struct in, y));
	g.l = 5; g.in.y = 7; this->u.in.y = 9;
	self->t = g;	/* a member store needs the variable (dt_cg_load_var) */
	self->t.i = 3; self->t.last = 'z';
	printf("%d %d %d %d %c\n", g.l, g.in.y, this->u.in.y, self->t.i, self->t.last);
	printf("%d %d %d %d\n", (long)&g.l % 8, (long)&g.in.y % 8, (long)&this->u.l % 8,
	    (long)&this->u.in.y % 8);
	exit(0);
}

/* @@args: -q */
