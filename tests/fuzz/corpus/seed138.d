#!/usr/sbin/dtrace -qs
/*
 * read-latency.d - distribution of read(2) latency, in nanoseconds, per
 * process, over ten seconds (or until ^C).
 *
 *   sudo build/sonda -qs examples/read-latency.d
 */

syscall::read:entry
{
	self->ts = timestamp;
}

syscall::read:return
/self->ts/
{
	@ns[execname] = quantize(timestamp - self->ts);
	self->ts = 0;
}

tick-10s
{
	exit(0);
}

END
{
	printf("read(2) latency in nanoseconds, by process:\n");
}
