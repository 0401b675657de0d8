syscall::write:entry
{
	arg0 == 1 ? trace(arg2) : trace(arg1);
}

/* @@args: -x errtags */
/* @@status: 1 */
