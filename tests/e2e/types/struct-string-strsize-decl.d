/* A struct is laid out as it is declared (libctf's ctf_add_member( )
 * places each member with the sizes of that moment): its string members
 * take the strsize then. A later #pragma D option strsize resizes the
 * string type only (dt_opt_strsize( ) in dt_options.c), so struct s keeps
 * 260 bytes with b at 256 while its member a is read and printed as a
 * char[16]; struct t, declared after the pragma, has 20. */
/* @@args: -q */
/* @@mask-ptr */
struct s { string a; int b; };
union u { string a; int b; };

#pragma D option strsize=16
#pragma D option scratchsize=512

struct t { string a; int b; };
struct w { struct s in; int c; };

BEGIN
{
	printf("%d %d %d %d %d %d %d\n", sizeof(struct s), offsetof(struct s, b),
	    sizeof(union u), sizeof(struct t), offsetof(struct t, b),
	    sizeof(struct w), offsetof(struct w, c));
	p = (struct s *)alloca(sizeof(struct s));
	p->a = "hello, world and more";
	p->b = 7;
	printf("%s|%d|%d\n", p->a, p->b, ((int *)p)[64]);
	print(p);
	exit(0);
}
