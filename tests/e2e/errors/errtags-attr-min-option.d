dtrace:::BEGIN
{
	exit(0);
}

syscall::read:entry
{
	trace(arg0);
}

/* @@args: -x errtags -x amin=Evolving/Evolving */
/* @@status: 1 */
