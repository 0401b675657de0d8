/* copyinto( )'s source is an integer, but an alloca( )'d pointer cast to
 * one keeps DTrace's alloca taint (dt_cook_op2( ): allocaness cannot be cast
 * away), so dt_cg_subr_bcopy_impl( ) checks it as bcopy( ) checks its source
 * (dt_cg_check_ptr_arg( )): against the scratch top with the copy's size
 * (invalid size), then turns it into the memory's kernel address, which
 * probe_read_user( ) cannot read: an invalid address named by that address,
 * not by the offset the program sees. */
BEGIN
{
	this->q = alloca(64);
	this->p = alloca(8);
	copyinto((uintptr_t)this->p, 16, this->q);
}

BEGIN
{
	this->q = alloca(64);
	this->p = alloca(8);
	copyinto((uintptr_t)this->p, 8, this->q);
}

BEGIN
{
	this->q = alloca(64);
	this->p = alloca(8);
	copyinto((uintptr_t)this->p + 8, 4, this->q);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %s\n", arg2, arg4,
	    (uint64_t)arg5 >= 0xffff000000000000 ? "kernel" : lltostr(arg5));
}

/* @@args: -q */
/* @@stderr-match: invalid size \(0x10\) */
