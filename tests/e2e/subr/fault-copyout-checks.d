/* copyout( ) and copyoutstr( ) check their source and destination before
 * the write, in DTrace's order (dt_cg_subr_copyout( ),
 * dt_cg_subr_copyoutstr( )): an alloca'd source against the scratch top
 * (invalid size, invalid address by its offset), then a NULL destination
 * (invalid address 0); only then is the write refused by this kernel
 * (invalid user access). */
int z;

BEGIN
{
	this->p = (char *)alloca(8);
	copyout(this->p, z + 0, 4);
}

BEGIN
{
	this->q = (char *)alloca(8);
	copyout(this->q, z + 64, 16);
}

BEGIN
{
	this->r = (char *)alloca(8);
	copyout(this->r + 8, z + 64, 1);
}

BEGIN
{
	copyoutstr("abc", z + 0, 4);
}

BEGIN
{
	copyoutstr("abc", z + 64, 4);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q -w */
