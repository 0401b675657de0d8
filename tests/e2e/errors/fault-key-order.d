/* A tuple's components are all evaluated before any is copied into the
 * key, as DTrace's dt_cg_arglist( ) pushes each one, then copies them in
 * order: a fault while evaluating a later component comes before a failed
 * read of an earlier string (invalid address 128 + its position), and a
 * later component's side effects are done. A struct or union component
 * is read from its address: a failed read is an invalid address 0. */
struct foo { int a; int b; };
struct foo *p;

BEGIN
{
	z = 0;
	a[stringof(8), 1 / z] = 1;
}

BEGIN
{
	@c[stringof(8), 1 / z] = count();
}

BEGIN
{
	self->t[stringof(8), 1 / z] = 1;
}

BEGIN
{
	x = 0;
	a[stringof(8), x++] = 1;
}

BEGIN
{
	@c[stringof(8), x++] = count();
}

BEGIN
{
	p = (struct foo *)16;
	b[*p] = 1;
}

BEGIN
{
	@s[*p] = count();
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x80\) */
