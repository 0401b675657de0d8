syscall::write:entry
{
	ustack(10, -1);
}

/* @@args: -x errtags */
/* @@status: 1 */
