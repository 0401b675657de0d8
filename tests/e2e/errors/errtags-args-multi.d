/* read's entry and return probes have different arguments */
syscall::read:
{
	trace(args[0]);
}

/* @@args: -x errtags */
/* @@status: 1 */
