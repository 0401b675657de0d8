/* A struct assigned from alloca( )'d memory through its pointer, *q, r->f
 * or (*r).f, is copied from DTrace's value of that place, the scratch
 * offset, which dt_cg_memcpy( ) fails to read (an invalid address, the
 * offset): dt_cg_store_var( ) turns it into the memory only for a global
 * or clause-local variable and an alloca-tainted source (r->f, whose taint
 * dt_cook_op2( ) passes on; *q and (*r).f have none), never for a dynamic
 * variable, and dt_cg_store( ) (a member, gb.f) never. A struct stored into
 * alloca'd memory (r->f = gs: an alloca-tainted destination) is copied. */
struct foo { int a; int b; };
struct bar { struct foo f; int c; };
struct foo gs;
struct foo gt;
struct bar gb;

BEGIN { q = (struct foo *)alloca(8); q->a = 1; gs = *q; printf("no\n"); }
BEGIN { q = (struct foo *)alloca(8); q->a = 1; this->ls = *q; printf("no\n"); }
BEGIN { q = (struct foo *)alloca(8); q->a = 1; st[1] = *q; printf("no\n"); }
BEGIN { q = (struct foo *)alloca(8); q->a = 1; self->ts = *q; printf("no\n"); }
BEGIN { r = (struct bar *)alloca(16); gb.f = r->f; printf("no\n"); }
BEGIN { r = (struct bar *)alloca(24); gs = (*r).f; printf("no\n"); }
BEGIN { r = (struct bar *)alloca(16); gs.a = 3; r->f = gs; printf("%d\n", r->f.a); }
BEGIN { r = (struct bar *)alloca(16); r->f.a = 4; st2[2] = r->f; printf("no\n"); }
BEGIN { r = (struct bar *)alloca(16); r->f.a = 5; this->l2 = r->f; gt = r->f;
	printf("%d %d\n", this->l2.a, gt.a); }

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x8\) */
