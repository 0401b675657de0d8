/* The enumerators of an enum without a tag are names like any others, as
 * DTrace's dt_decl_enumerator makes every enumerator a global inline: in
 * a typedef, a variable's type or a struct member's. print( ) names them. */
typedef enum { T_A, T_B } tenum_t;
enum { V_A = 5, V_B } v;
struct s { enum { M_A, M_B = 7 } m; tenum_t t; };

BEGIN
{
	v = V_B;
	p = (struct s *)alloca(sizeof(struct s));
	p->m = M_B;
	p->t = T_B;
	printf("%d %d %d %d\n", T_B, v, M_B, p->t);
	print(p);
	exit(0);
}

/* @@args: -q */
/* @@mask-ptr */
