syscall::read:entry
{
	this->sizes[pid] = arg2;
}

/* @@args: -x errtags */
/* @@status: 1 */
