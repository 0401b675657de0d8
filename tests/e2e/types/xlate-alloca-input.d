/* A translator's member expressions are cooked once, at the translator,
 * where its input carries no alloca taint (dt_cook_xlator( ),
 * dt_cook_member( )): given an alloca( )'d input, they see DTrace's value
 * of it, its scratch offset (8 for the first allocation), and what they read
 * through it is read there, an invalid address at the offset plus the
 * member's (dt_cg_load_scalar( )): P->f0, P->f1, P->n.y. What they give by
 * reference or as a pointer (P->name, P->n, &P->n, (void *)P) is that
 * offset, which the translated member, alloca-tainted as its xlate is
 * (dt_cook_op2( )), has checked and turned back into scratch memory where it
 * is used: printed as a string, dereferenced, printed with %p (the offset).
 * A char array member stays the offset, which printf( ) reads unchecked as
 * any value by reference (dt_cg_store_val( )): zeros; a subroutine checks
 * and turns it into memory as a string (strjoin( )).
 * Any other string there (a constant's, a subroutine's result) is no
 * alloca'd memory to that check (dt_cg_check_ptr_arg( )): an invalid
 * address, the string's, where it is printed or stored. The check of a
 * string is DTrace's: strsize bytes must lie below the top (an invalid size
 * when they do not, the subtraction unsigned: none when the top is below
 * strsize), its start at or past the top is an invalid address. */
struct inner { int x; int y; };
struct in { int f0; int f1; char name[8]; struct inner n; };
struct out { void *m0; long m2; int m3; string s; struct inner *np;
	struct inner nn; int m4; string s4; string s5; char c[4]; };
translator struct out < struct in *P > { m0 = (void *)P; m2 = P->f0; m3 = P->f1;
	s = P->name; np = &P->n; nn = P->n; m4 = P->n.y; s4 = stringof(P->name);
	s5 = "const"; c = P->name; };

struct big { char pad[300]; char name[8]; };
struct o { string s; };
translator struct o < struct big *P > { s = (char *)&P->name[0]; };

#define FILL this->p = (struct in *)alloca(sizeof (struct in)); \
	this->p->f0 = 100; this->p->f1 = 7; this->p->name[0] = 'a'; \
	this->p->n.x = 5; this->p->n.y = 6;

BEGIN { FILL printf("m0 %p\n", xlate<struct out>(this->p).m0); }
BEGIN { FILL printf("m2 %d\n", xlate<struct out>(this->p).m2); }
BEGIN { FILL printf("m3 %d\n", xlate<struct out *>(this->p)->m3); }
BEGIN { FILL printf("s %s\n", xlate<struct out>(this->p).s); }
BEGIN { FILL printf("np %p\n", xlate<struct out>(this->p).np); }
BEGIN { FILL printf("np->y %d\n", xlate<struct out>(this->p).np->y); }
BEGIN { FILL printf("nn.y %d\n", xlate<struct out *>(this->p)->nn.y); }
BEGIN { FILL printf("m4 %d\n", xlate<struct out>(this->p).m4); }
BEGIN { FILL printf("s4 %s\n", xlate<struct out>(this->p).s4); }
BEGIN { FILL printf("s5 %s\n", xlate<struct out>(this->p).s5); }
BEGIN { FILL this->s = xlate<struct out *>(this->p)->s5; printf("s5 %s\n", this->s); }
BEGIN { FILL printf("c [%s] [%s]\n", xlate<struct out>(this->p).c,
	strjoin(xlate<struct out *>(this->p)->c, "!")); }
BEGIN { this->b = (struct big *)alloca(sizeof (struct big));
	printf("big [%s]\n", xlate<struct o>(this->b).s); }
BEGIN { this->b = (struct big *)alloca(8); printf("big [%s]\n", xlate<struct o>(this->b).s); }
BEGIN { exit(0); }
ERROR /(uint64_t)arg5 < 0x10000/ { printf("clause %d fault %d at %x\n", arg2, arg4, arg5); }
ERROR /(uint64_t)arg5 >= 0x10000/ { printf("clause %d fault %d at the string\n", arg2, arg4); }

/* @@args: -q -C -x scratchsize=1024 */
/* @@stderr-match: invalid address \(0xc\) */
