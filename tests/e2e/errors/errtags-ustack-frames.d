syscall::write:entry
{
	ustack(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
