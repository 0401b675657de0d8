/* @@args: -q */
/*
 * A member of ?: over structs or unions: the chosen arm's member, as
 * dt_cg_ternary_op( ) leaves the arm's address for DT_TOK_DOT to read.
 */
struct foo { int a; char c[8]; };
union un { int i; char b[4]; };
struct foo gs, gs2;
union un gun;
int gi;

BEGIN
{
	gs.a = 1;
	gs2.a = 2;
	gs2.c[1] = 'A';
	gun.i = 0x41424344;
	printf("%d %d %d\n", (gi ? gs : gs2).a, (gi ? gs : gs2).c[1],
	    (gi ? gun : gun).b[0]);
	gi = 1;
	printf("%d\n", (gi ? gs : gs2).a);
	exit(0);
}
