/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
/* A self-> or associative struct copied whole from one that does not
 * exist: DTrace's dt_cg_load_var( ) gives the absent source as 0, unchecked,
 * and dt_cg_store_var( ) hands that 0 to dt_get_dvar( ) as the value to
 * store, which deletes the destination, with no fault. Copied into a global
 * struct, the same source is an invalid address (0x0). */
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
	self->t = self->u;
	a[1] = a[3];
	a[2] = self->u;
	self->u = a[4];
	printf("copied\n");
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
	self->u = g;
	a[5] = self->u;
	self->t = a[5];
	printf("%d %d\n", a[5].y, self->t.y);
}

BEGIN
{
	g = a[6];
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
