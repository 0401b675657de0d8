/*
 * clear( ) of an entry the consumer's view does not hold: DTrace's
 * dt_clear( ) raises the aggregation's generation and zeroes the view's
 * entries; the entry made since (@k["child"], by the execve of BEGIN's
 * system( ), after BEGIN's read of the aggregations) keeps its older
 * data, which the next reading (dtrace_aggregate_snap( )) takes whole as
 * new to its hash, and the reading after it skips: that next reading is
 * the read of the buffers before END fires (dtrace_status( ) sees the
 * stop only a statusrate after its first look), which prints nothing,
 * so END prints it as zero. @n, cleared before the system( ), starts
 * again from zero at the execve's update (bpf/get_agg.c).
 */
#pragma D option quiet
#pragma D option destructive

syscall::execve:entry
/ppid == $pid/
{
	@k["child"] = count();
	@n = count();
}

BEGIN
{
	@k["begin"] = count();
	@n = count();
	@n = count();
	clear(@n);
	system("true");
	clear(@k);
	printa("begin %s %@d\n", @k);
	printa("begin n %@d\n", @n);
}

syscall::execve:entry
/ppid == $pid/
{
	exit(0);
}

END
{
	printa("end %s %@d\n", @k);
	printa("end n %@d\n", @n);
}
