syscall::read:entry
{
	total = arg2;
}

syscall::write:entry
{
	total[pid] = arg2;
}

/* @@args: -x errtags */
/* @@status: 1 */
