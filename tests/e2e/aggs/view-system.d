/*
 * printa( ) prints the consumer's view of the aggregations, which DTrace's
 * dtrace_consume( ) reads (dtrace_aggregate_snap( )) before it reads the
 * buffers: the firings a system( ) causes as its record is read (its
 * child's execve) come after that reading, so the printa( )s after each
 * system( ) in BEGIN print BEGIN's count alone, and @k, which only the
 * child's firing makes, not at all. The first execve stops tracing (so
 * the second never fires); END's read of the buffers reads them again.
 */
#pragma D option quiet
#pragma D option destructive

syscall::execve:entry
/ppid == $pid/
{
	@n = count();
	@k["exec"] = count();
}

BEGIN
{
	@n = count();
	system("true");
	printa("begin %@d\n", @n);
	printa("begin %s %@d\n", @k);
	system("true");
	printa("begin again %@d\n", @n);
}

syscall::execve:entry
/ppid == $pid/
{
	exit(0);
}

END
{
	printa("end %@d\n", @n);
	printa("end %s %@d\n", @k);
}
