#!/usr/sbin/dtrace -qs
/*
 * ticks.d - once a second, print how many system calls were made in that
 * second; stop after $1 seconds.
 *
 *   sudo build/sonda -qs examples/ticks.d 5
 */

syscall:::entry
{
	@calls = count();
}

tick-1s
{
	secs++;
	printf("%3d s: ", secs);
	printa("%@u system calls\n", @calls);
	trunc(@calls);
}

tick-1s
/secs == $1/
{
	exit(0);
}
