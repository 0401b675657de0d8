/* @@args: -q */
/*
 * x = e computes e first, then where it goes (DTrace's dt_cg_node( ) for
 * DT_TOK_ASGN, then dt_cg_asgn_op( )): an element or a member whose index
 * or key is computed, assigned beside values already held in registers,
 * compiles as in DTrace (r0-r8, spilled around helper calls). sonda held
 * the value in a register while computing the destination and refused
 * these as D_NOREG.
 */
int g, h, k;
int ga[4];
int m2[2][3];
struct s { int x; };
struct s sa[int];
struct s st;
int a[int], b[int];

BEGIN
{
	g = 100;
	h = 20;
	k = 3;
	st.x = 9;
	printf("array: %d", g + (h + (ga[g - 99] = 5)));
	printf(" ga[1]=%d\n", ga[1]);
	printf("row: %d", g + (h + (k + (m2[k - 2][k - 3] = 4))));
	printf(" m2[1][0]=%d\n", m2[1][0]);
	printf("key computed: %d", g + (h + (a[b[k]++] = h)));
	printf(" a[0]=%d b[3]=%d\n", a[0], b[3]);
	printf("element from element: %d", g + (h + (ga[k] = ga[k - 2] + 1)));
	printf(" ga[3]=%d\n", ga[3]);
	printf("struct element: %d", g + (h + (k + (sa[k] = st).x)));
	printf(" sa[3].x=%d\n", sa[3].x);
	printf("member: %d", g + (h + (k + (sa[k].x = 6))));
	printf(" sa[3].x=%d\n", sa[3].x);
	exit(0);
}
