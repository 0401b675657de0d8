/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
/* A self-> or associative struct assigned *p of a NULL p: DTrace's
 * DT_TOK_DEREF of a by-reference type checks nothing, and dt_cg_store_var( )
 * hands the 0 address to dt_get_dvar( ) as the value to store, which
 * deletes the variable, with no fault; a later read of a member faults. */
struct s { int x; int y; } g;
self struct s t;
struct s a[int];

BEGIN
{
	g.x = 1;
	self->t = g;
	a[1] = g;
	self->t = *(struct s *)0;
	a[1] = *(struct s *)0;
	printf("assigned\n");
}

BEGIN
{
	printf("%d\n", self->t.x);
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", a[1].x);
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
