/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
/* A self-> or associative array variable of a struct type is created only
 * by an assignment of the whole value: as DTrace's dt_cg_load_var( ) loads
 * it without creating it and checks the pointer, a member read or a member
 * store of one that does not exist is an invalid address (0x0), and the
 * clause stops there. */
struct s { int x; int y; } g;
self struct s t;
struct s a[int];

BEGIN
{
	self->t.x = 5;
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", a[1].y);
	printf("not reached\n");
}

BEGIN
{
	g.y = 2;
	self->t = g;
	self->t.x = 5;
	a[1] = g;
	a[1].x = 6;
	printf("%d %d %d %d\n", self->t.x, self->t.y, a[1].x, a[1].y);
	exit(0);
}
