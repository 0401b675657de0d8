#!/usr/sbin/dtrace -qs
/*
 * ticks.d - once a second, print how many system calls each process made
 * in that second; stop after $1 seconds.
 *
 *   sudo build/sonda -qs examples/ticks.d 5
 */

syscall:::entry
{
	@calls[execname] = count();
}

tick-1s
{
	secs++;
	printf("%d s:\n", secs);
	printa("  %-20s %@8u\n", @calls);
	trunc(@calls);
}

tick-1s
/secs == $1/
{
	exit(0);
}
