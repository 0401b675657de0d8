/* @@args: -q */
/*
 * x op= y and ++/-- compute their destination a second time (DTrace's
 * dt_cg_asgn_op( ) generates the left operand again for its address or
 * key; dt_cg_incdec_op( ) stores an absent element through
 * dt_cg_store_var( ), which builds the key again) while the new value is
 * held: beside values already held in registers this still compiles, as
 * in DTrace (its register set has r0-r8; dt_regset_xalloc_args( ) spills
 * around helper calls). sonda refused these as D_NOREG.
 */
int g, h, k;
int ga[4];
struct s { int x; };
struct s sa[int];
struct s st;
int a[int], b[int];
self int t[int];

BEGIN
{
	g = 100;
	h = 20;
	k = 3;
	sa[0] = st;
	printf("array: %d", g + (h + (ga[1] += 2)));
	printf(" ga[1]=%d\n", ga[1]);
	printf("array, index computed: %d", g + (h + (k + (ga[g - 99] -= 5))));
	printf(" ga[1]=%d\n", ga[1]);
	printf("member: %d", g + (h + (sa[0].x += 7)));
	printf(" sa[0].x=%d\n", sa[0].x);
	printf("key in key: %d", g + (h + (a[b[0]++] += b[1]--)));
	printf(" a[0]=%d a[1]=%d b[0]=%d b[1]=%d\n", a[0], a[1], b[0], b[1]);
	printf("absent, key in key: %d", g + (h + (k + a[a[k]++]++)));
	printf(" a[0]=%d a[1]=%d a[2]=%d a[3]=%d\n", a[0], a[1], a[2], a[3]);
	printf("self absent: %d", g + (h + self->t[b[5]++]++));
	printf(" t[0]=%d t[1]=%d b[5]=%d\n", self->t[0], self->t[1], b[5]);
	exit(0);
}
