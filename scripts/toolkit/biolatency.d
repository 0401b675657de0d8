#!/usr/sbin/sonda -qs
/*
 * biolatency.d - block I/O latency as a power-of-two histogram (us), from
 * io:::start to io:::done of the same request.
 *
 * Usage: biolatency.d           (Ctrl-C to stop and print the histogram)
 */
#pragma D option quiet

BEGIN
{
	printf("Tracing block I/O... Hit Ctrl-C to end.\n");
}

io:::start
{
	start_ts[arg0] = timestamp;
}

io:::done
/start_ts[arg0]/
{
	@["block I/O latency (us)"] = quantize((timestamp - start_ts[arg0]) / 1000);
	@n["I/Os"] = count();
	start_ts[arg0] = 0;
}
