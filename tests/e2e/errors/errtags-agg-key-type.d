syscall::read:entry
{
	@bytes[pid] = sum(arg2);
}

syscall::write:entry
{
	@bytes[execname] = sum(arg2);
}

/* @@args: -x errtags */
/* @@status: 1 */
