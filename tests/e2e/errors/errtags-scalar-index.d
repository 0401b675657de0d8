/* total is an integer: total[pid] reads as *(total + pid) */
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
