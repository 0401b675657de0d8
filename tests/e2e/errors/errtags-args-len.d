/* args[ ] takes one subscript */
syscall::read:entry
{
	trace(args[0, 1]);
}

/* @@args: -x errtags */
/* @@status: 1 */
