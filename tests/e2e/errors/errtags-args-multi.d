syscall::*read*:entry
{
	trace(args[1]);
}

/* @@args: -x errtags */
/* @@status: 1 */
