/* A struct, union or string copied between associative array elements
 * whose keys are computed, inside an expression that holds other values
 * in registers: DTrace's register set spills (dt_regset_alloc( )), so it
 * compiles what sonda refused with D_NOREG. The element's address is
 * taken once its key is built; the copied value is spilled before the
 * destination's key is computed, on the path that deletes the
 * destination (an absent source) too. */
struct s { int a; int b; char c[20]; };
struct s x[int];
struct s gs;
union u { int a; char c[12]; } xu[int];
union u gu;
int ia[int];
string sa[int];

BEGIN
{
	gs.a = 7; gs.b = 8; x[1] = gs; x[3] = gs; x[4] = gs;
	gu.a = 9; xu[1] = gu;
	ia[1] = 1; ia[2] = 1; ia[3] = 3; sa[3] = "cde";
	v0 = 100; v1 = 1000; v2 = 10000;
}

BEGIN
{
	printf("%d\n", v0 + ((x[ia[1] + ia[2]] = x[ia[3]]).a));
	printf("%d\n", v0 + (v1 + ((x[ia[1] + ia[2]] = x[ia[3]]).b)));
	printf("%d\n", v0 + (v1 + (v2 + ((xu[ia[1] + ia[2]] = xu[ia[1]]).a))));
	printf("%d\n", v0 + (v1 + (v2 + strlen(sa[ia[1] + ia[2]] = sa[ia[3] + ia[4]]))));
	printf("%d\n", v0 + (v1 + ((x[ia[1] + ia[2]] = ia[3] ? x[ia[1]] : gs).a)));
	printf("%d\n", v0 + (v1 + (v2 + ((x[ia[1] + ia[3]] = x[ia[9]]), 5))));
	printf("%d %d %s\n", x[2].a, xu[2].a, sa[2]);
	exit(0);
}

/* @@args: -q */
