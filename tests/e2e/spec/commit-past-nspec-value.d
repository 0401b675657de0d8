/* commit( ) and discard( ) of an id past nspec are an illegal operation
 * whose ERROR probe value (arg5) is 0, as DTrace's
 * dt_speculation_set_drainable( ) raises it, not the id. */
BEGIN
{
	commit(1000);
}

BEGIN
{
	discard(17);
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
