/*
 * An assignment computes its value before where it stores it, as DTrace's
 * dt_cg_node( ) does for DT_TOK_ASGN before dt_cg_asgn_op( ): an array
 * element's index, a struct member's address and an associative or
 * self-> element's key (built by dt_cg_store_var( )'s dt_cg_prep_dvar( ))
 * see the value's side effects, and an index out of bounds faults after
 * them.
 */
int a[4];
struct vs { int x; long y; };
struct vs sa[3];

BEGIN
{
	g = 1; a[g] = g++;
	printf("a %d %d %d\n", a[1], a[2], g);
	g = 1; sa[g].y = g++;
	printf("sa %d %d %d\n", sa[1].y, sa[2].y, g);
	g = 1; x[g] = g++;
	printf("x %d %d %d\n", x[1], x[2], g);
	g = 1; self->t[g, "k"] = g++;
	printf("t %d %d %d\n", self->t[1, "k"], self->t[2, "k"], g);
	i = 7; g = 0;
}

BEGIN
{
	a[i] = ++g;
}

BEGIN
{
	sa[i].x = ++g;
}

BEGIN
{
	printf("g %d\n", g);
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: dt_clause_1 .*index out of bounds \(7\) */
/* @@stderr-match: dt_clause_2 .*index out of bounds \(7\) */
