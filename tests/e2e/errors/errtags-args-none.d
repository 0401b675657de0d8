inline int fd = args[0];

syscall::read:entry
{
	trace(fd);
}

/* @@args: -x errtags */
/* @@status: 1 */
