/* print( ) checks an alloca'd pointer as a subroutine's argument is
 * (DTrace's dt_cg_act_print( ) calls dt_cg_check_ptr_arg( )): its 8 bytes
 * must lie in what alloca( ) gave, else an invalid size (8), or an invalid
 * address (the scratch offset) below the first allocation. */
struct foo { int a; int b; int c; int d; };

BEGIN
{
	this->p = (char *)alloca(8);
	print((struct foo *)(this->p + 4));
}

BEGIN
{
	this->p = (char *)alloca(8);
	print((struct foo *)(this->p - 1));
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
/* @@stderr-match: invalid size \(0x8\) */
