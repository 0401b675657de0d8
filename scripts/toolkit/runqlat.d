#!/usr/sbin/sonda -qs
/*
 * runqlat.d - scheduler run-queue latency: the time threads spend
 * runnable, waiting for a CPU, as a power-of-two histogram (us).
 *
 * Usage: runqlat.d              (Ctrl-C to stop and print the histogram)
 * A thread becomes runnable when it is woken up (sched:::wakeup, arg0 =
 * the woken thread) or preempted (sched:::off-cpu while it is still
 * runnable, SRUN); it stops waiting when it gets a CPU (sched:::on-cpu,
 * which runs as that thread).
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

sched:::off-cpu
/curlwpsinfo->pr_state == SRUN/
{
	qtime[(int64_t)curthread] = timestamp;
}

sched:::on-cpu
/qtime[(int64_t)curthread]/
{
	@["run queue latency (us)"] =
	    quantize((timestamp - qtime[(int64_t)curthread]) / 1000);
	qtime[(int64_t)curthread] = 0;
}
