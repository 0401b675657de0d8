/* copyoutstr( ) is the one string subroutine whose read DTrace checks
 * (dt_cg_subr_copyoutstr( )): a source that is not NULL but cannot be read
 * is an invalid address, its own, found after the destination is checked
 * for NULL (a NULL destination faults first, with 0). */
int z;

BEGIN
{
	copyoutstr((string)(char *)8, z + 64, 4);
}

BEGIN
{
	copyoutstr((string)(char *)8, z, 4);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %x\n", arg2, arg4, arg5);
}

/* @@args: -q -w */
/* @@stderr-match: invalid address \(0x8\) */
/* @@stderr-match: invalid address \(0x0\) */
