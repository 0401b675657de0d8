/* copyin( ) and copyinstr( ) evaluate their size before their address, as
 * DTrace's dt_cg_subr_copyin( )/dt_cg_subr_copyinstr( ) do, and copyin( )
 * checks the size before the address is evaluated: a fault in the size
 * (or a bad size) is the one reported, not the address's. */
int z;

BEGIN
{
	copyin(*(long *)z, 8 / z);
}

BEGIN
{
	copyin(*(long *)z, z - 1);
}

BEGIN
{
	copyinstr(*(long *)z, 8 / z);
}

BEGIN
{
	copyin(z + 64, z + 8);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
