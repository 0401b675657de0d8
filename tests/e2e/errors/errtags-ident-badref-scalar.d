syscall::read:entry
{
	bytes[pid] = arg2;
}

syscall::read:return
{
	trace(bytes);
}

/* @@args: -x errtags */
/* @@status: 1 */
