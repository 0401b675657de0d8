/* A negative index of an alloca pointer is an invalid address named by its
 * scratch offset, below 8, as DTrace's dt_cg_alloca_access_check( ) names
 * it: for loads and stores, down to 56 bytes below the first allocation. */
BEGIN
{
	this->p = (long *)alloca(8);
	this->p[-2] = 5;
}

BEGIN
{
	this->q = (long *)alloca(8);
	trace(this->q[-8]);
}

BEGIN
{
	this->c = (char *)alloca(8);
	trace(this->c[-30]);
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
