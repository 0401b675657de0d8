/* A struct, union or array member reached through an alloca( )'d pointer
 * (p->name, p->t, p->t.c, (*p).t) is by reference, and DTrace's
 * dt_cg_node( ) converts an alloca pointer's scratch offset into an address
 * only to load a scalar member: trace( ) and printf( ) copy such a member
 * from the offset itself (dt_cg_store_val( )), a read that fails and
 * records zeros. A scalar member and *p itself are read (sonda read every
 * one of them). */
struct T { int a; char c[4]; };
struct S { int x; char name[8]; struct T t; };

BEGIN
{
	p = (struct S *)alloca(sizeof(struct S));
	p->x = 1;
	p->name[0] = 'h';
	p->name[1] = 'i';
	p->name[2] = 0;
	p->t.a = 5;
	p->t.c[0] = 'y';
	p->t.c[1] = 0;
	printf("[%s] [%s] [%s]\n", p->name, p->t.c, (*p).name);
	trace(p->name);
	trace(p->t);
	trace((*p).t);
	printf("\n%d %d %c %c\n", p->x, p->t.a, p->name[0], p->t.c[0]);
	trace(*p);
	exit(0);
}

/* @@args: -q */
