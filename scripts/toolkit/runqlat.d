#!/usr/sbin/sonda -qs
/*
 * runqlat.d - scheduler run-queue latency: the time threads spend
 * runnable, waiting for a CPU, as a power-of-two histogram (us).
 *
 * Usage: runqlat.d              (Ctrl-C to stop and print the histogram)
 * A thread becomes runnable when it is woken up (sched:::wakeup, arg0 =
 * the woken thread) or preempted (sched:::preempt, still runnable); it
 * stops waiting when it gets a CPU (sched:::on-cpu, arg0 = that thread).
 */
#pragma D option quiet

BEGIN
{
	printf("Tracing run queue latency... Hit Ctrl-C to end.\n");
}

sched:::wakeup
{
	qtime[arg0] = timestamp;
}

sched:::preempt
{
	qtime[(int64_t)curthread] = timestamp;
}

sched:::on-cpu
/qtime[arg0]/
{
	@["run queue latency (us)"] = quantize((timestamp - qtime[arg0]) / 1000);
	qtime[arg0] = 0;
}
