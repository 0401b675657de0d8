#!/usr/sbin/sonda -qs
/*
 * biolatency.d - block I/O latency as a power-of-two histogram (us), from
 * io:::start to io:::done of the same request.
 *
 * Usage: biolatency.d           (Ctrl-C to stop and print the histogram)
 * arg0 (the request behind args[0], a bufinfo_t) is the same for start
 * and done of one I/O; the I/Os are also counted per device (args[1],
 * a devinfo_t).
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
	@dev[args[1]->dev_statname] = count();
	@n["I/Os"] = count();
	start_ts[arg0] = 0;
}
