/* A struct key read through an alloca( )'d pointer (*p, p->s) is read at
 * DTrace's scratch offset, as dt_cg_arglist( ) copies a by-reference
 * component from the value it has, which dt_cg_node( ) leaves unconverted
 * for a by-reference * or ->: the read fails, an invalid address 0. A
 * struct assigned from there is copied (dt_cg_store_var( ) converts it),
 * and that copy is a key like any other. The arrays store 0: a key that
 * is an alloca pointer's taints the array (dt_idcook_assc( )), and any
 * other value would be D_ALLOCA_INCOMPAT (errors/alloca-assoc-key.sh). */
struct in { int x; int y; };
struct foo { int a; struct in b; };
struct in v;

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	this->p->b.x = 5;
	a[this->p->b] = 0;
}

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	@c[*this->p] = count();
}

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	this->p->b.x = 5;
	v = this->p->b;
	a[v] = 0;
	printf("%d %d\n", v.x, a[v]);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
