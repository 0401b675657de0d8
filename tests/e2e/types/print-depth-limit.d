/* @@args: -q */
/* @@mask-ptr */
/* print( ) walks at most 10 levels (DT_PRINT_DEPTH in dt_printf.c): a value
 * at depth 10 prints "..." indented 44 + 10 and ends the print( ), whose
 * open structs are then closed by dt_print_close_parens( ). The depth check
 * comes before the zero check, so a nest of zeros that reaches depth 10
 * ends the print( ) there too, after the members before it, and what
 * follows (z) is not shown; a print( ) of an inner member starts again at
 * depth 0. */
struct s10 { int v; };
struct s9 { struct s10 n; };
struct s8 { struct s9 n; };
struct s7 { struct s8 n; };
struct s6 { struct s7 n; };
struct s5 { struct s6 n; };
struct s4 { struct s5 n; };
struct s3 { struct s4 n; };
struct s2 { struct s3 n; };
struct s1 { struct s2 n; };
struct s0 { int a; struct s1 n; int z; };

BEGIN
{
	p = (struct s0 *)alloca(sizeof (struct s0));
	p->a = 1;
	p->z = 2;
	print(p);
	p->n.n.n.n.n.n.n.n.n.n.v = 3;
	print(p);
	print(&p->n.n);
	exit(0);
}
