/* @@args: -q */
/*
 * A struct, union or enum body inside an expression's type name (a cast,
 * sizeof, an inline's value) is declared once, where DTrace's parser
 * reduces it (dt_decl_sou( ), dt_decl_enumerator( )), and stays declared
 * for what follows: its enumerators are constants, its tag a type.
 * (sonda looked at such a type name twice and called its second look a
 * redeclaration, D_DECL_IDRED / D_DECL_TYPERED.)
 */
inline int V = (enum { EA = 5 })1 + EA;
inline int W = sizeof (struct S9 { int a; char b; });

BEGIN
{
	x = (struct S8 { int a; long b; } *)0;
	printf("%d %d %d %d\n", V, W, sizeof (*x), sizeof (struct S8));
	printf("%d %d\n", (enum { EB = 5, EC })1, EC);
	exit(0);
}
