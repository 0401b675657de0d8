/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
/* A self-> or associative struct assigned a ?: whose chosen arm is a
 * dynamic struct that does not exist: DTrace's dt_cg_ternary_op( ) moves the
 * arm's register, which dt_cg_load_var( ) left 0, unchecked, and
 * dt_cg_store_var( ) hands that 0 to dt_get_dvar( ) as the value to store,
 * which deletes the destination, with no fault. Copied into a global or a
 * clause-local struct, the same 0 is an invalid address (0x0) to copy from. */
struct s { int x; int y; } g;
self struct s t, u;
struct s a[int];

BEGIN
{
	g.x = 1;
	g.y = 2;
	self->t = g;
	a[1] = g;
	a[2] = g;
	i = 1;
	self->t = i ? self->u : g;
	a[1] = i ? a[3] : g;
	a[2] = !i ? g : i ? self->u : g;
	self->u = i ? g : a[4];
	printf("copied %d\n", self->u.y);
}

BEGIN
{
	printf("%d\n", self->t.x);
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", a[1].x + a[2].x);
	printf("not reached\n");
}

BEGIN
{
	g = i ? a[6] : g;
	printf("not reached\n");
}

BEGIN
{
	this->s = i ? self->t : g;
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", g.y);
	exit(0);
}
