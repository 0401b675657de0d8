/* alloca( ) of a size known only at run time moves the clause's scratch
 * top by that size rounded up to 8, as DTrace's dt_cg_subr_alloca_impl( )
 * does: later allocations fit after it, accesses past it are invalid
 * addresses named by their scratch offset (the first allocation at 8), a
 * negative size moves nothing (-1 rounds to 0), and running out is "out of
 * scratch space" with the ERROR probe's arg5 0. */
int z, m;

BEGIN
{
	this->a = (char *)alloca(z + 8);
	this->b = (char *)alloca(8);
	this->b[7] = 1;
	printf("after a dynamic alloca: ok\n");
}

BEGIN
{
	this->c = (char *)alloca(z + 1);
	this->c[7] = 1;
	printf("7 ok\n");
	this->c[8] = 1;
	printf("8 not reached\n");
}

BEGIN
{
	this->d = (char *)alloca(z + 8);
	this->e = (char *)alloca(z + 16);
	this->e[15] = 2;
	trace(this->e[16]);
}

BEGIN
{
	m = -1;
	this->f = (char *)alloca(m);
	printf("alloca(-1) ok\n");
}

BEGIN
{
	this->h = (char *)alloca(z + 250);
	this->i = (char *)alloca(8);
}

BEGIN
{
	this->j = (char *)alloca(z + 8);
	bcopy(this->j, this->j + 4, z + 8);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("ERROR clause %d fault %d value %x\n", arg2, arg4, arg5);
}

/* @@args: -q */
