/* @@args: -q */
/* The value of a struct's assignment is its source (dt_cg_asgn_op( ) leaves
 * the right side's register), so a member of it reads the source's member:
 * (self->x = *gp).next compiles (found by optypes.py at seed 40000563;
 * sonda said "expression has no address"). From alloca( )'d memory, *p is
 * its scratch offset, which the store into a dynamic variable copies from
 * unconverted (dt_cg_store_var( )): an invalid address. */
struct foo { int a; struct foo *next; };
struct foo g;
BEGIN
{
	g.a = 5;
	printf("%d %d\n", (self->x = g).a, (this->y = g).a);
}

BEGIN
{
	p = (struct foo *)alloca(sizeof(struct foo));
	p->a = 9;
	printf("%d %d\n", (self->z = *p).a, self->z.a);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}
