/* A struct assigned from memory that cannot be read faults with the
 * source's address, as DTrace's dt_cg_store_var( ) and dt_cg_store( )
 * copy it with dt_cg_memcpy( ), which names the source: *p and p->m give
 * the struct's address (DT_NF_REF), which the copy reads. A readable one
 * is copied. */
struct in { int x; int y; };
struct foo { int a; struct in b; };
struct foo s, t;
self struct foo ts;
this struct foo ls;
struct foo d[int];
struct foo *p;

BEGIN
{
	t.a = 4;
	t.b.y = 6;
	s = t;
	self->ts = t;
	d[1] = t;
	s.b = t.b;
	printf("%d %d %d %d\n", s.a, self->ts.a, d[1].a, s.b.y);
	p = (struct foo *)16;
}

BEGIN { s = *p; }
BEGIN { self->ts = *p; }
BEGIN { this->ls = *p; }
BEGIN { d[2] = *p; }
BEGIN { s.b = p->b; }

BEGIN
{
	p = 0;
	s = *p;
}

BEGIN
{
	printf("%d %d\n", s.a, s.b.y);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %x\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x10\) */
