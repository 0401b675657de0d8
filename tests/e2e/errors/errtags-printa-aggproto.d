syscall::read:entry
{
	@reads[pid] = count();
	@bytes[execname] = sum(arg2);
}

END
{
	printa("%d %@d %@d\n", @reads, @bytes);
}

/* @@args: -x errtags */
/* @@status: 1 */
