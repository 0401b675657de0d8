/* @@args: -q */
/*
 * x op= y of an associative element or of a place computes its key or
 * address twice, as DTrace's dt_cg_node( ) runs dt_cg_arithmetic_op( ),
 * which loads the left side (dt_cg_load_var( ) -> dt_cg_prep_dvar( ) builds
 * the key), then dt_cg_asgn_op( ), whose dt_cg_store_var( ) builds the key
 * again (or whose dt_cg_node( ) of a place computes its address again): the
 * old value is read at the first key, the new one written at the second.
 * ++ and -- (dt_cg_incdec_op( )) compute it once when the element exists
 * (written in place) and a second time when it does not (+-1 stored through
 * dt_cg_store_var( )); the value is then 0 after, +-1 before.
 */
struct s { int x; } sa[int], t;
int ga[4];

BEGIN
{
	a[0] = 10;
	g = 0;
	a[g++] += 1;
	printf("+=: g=%d a[0]=%d a[1]=%d\n", g, a[0], a[1]);

	self->x[9] = 1;
	i = 0;
	self->x[i++] += 2;
	printf("self: i=%d x[0]=%d x[1]=%d\n", i, self->x[0], self->x[1]);

	b[1] = 5;
	k = 1;
	b[k] -= k++;
	printf("rhs between: k=%d b[1]=%d b[2]=%d\n", k, b[1], b[2]);

	c[7] = 3;
	j = 7;
	printf("exists: %d", c[j++]++);
	printf(" j=%d c[7]=%d c[8]=%d\n", j, c[7], c[8]);

	j = 0;
	printf("absent post: %d", c[j++]++);
	printf(" j=%d c[0]=%d c[1]=%d\n", j, c[0], c[1]);

	j = 2;
	printf("absent pre: %d", --c[j++]);
	printf(" j=%d c[2]=%d c[3]=%d\n", j, c[2], c[3]);

	ga[0] = 4;
	m = 0;
	ga[m++] *= 3;
	printf("global array: m=%d ga[0]=%d ga[1]=%d\n", m, ga[0], ga[1]);
	m = 2;
	ga[m++]++;
	printf("global array ++: m=%d ga[2]=%d ga[3]=%d\n", m, ga[2], ga[3]);

	t.x = 6;
	sa[0] = t;
	sa[1] = t;
	n = 0;
	sa[n++].x += 1;
	printf("member: n=%d sa[0].x=%d sa[1].x=%d\n", n, sa[0].x, sa[1].x);
	exit(0);
}
