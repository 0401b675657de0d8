/* copyoutstr( ) evaluates its three arguments before it checks any
 * (dt_cg_subr_copyoutstr( )): a NULL string is found only after the
 * destination and the size are evaluated, so a fault in either comes
 * first; then the string (NULL: 0) before the destination. */
int z;

BEGIN
{
	copyoutstr((string)0, *(uint64_t *)8, 4);
}

BEGIN
{
	copyoutstr((string)0, z + 64, 1 / z);
}

BEGIN
{
	copyoutstr((string)0, z, 4);
}

BEGIN
{
	copyoutstr((string)(char *)24, z, 4);
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
