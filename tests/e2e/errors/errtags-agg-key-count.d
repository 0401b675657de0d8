syscall::read:entry
{
	@bytes[pid] = sum(arg2);
}

syscall::write:entry
{
	@bytes[pid, execname] = sum(arg2);
}

/* @@args: -x errtags */
/* @@status: 1 */
