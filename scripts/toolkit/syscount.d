#!/usr/sbin/sonda -qs
/*
 * syscount.d - count system calls by process and by system call.
 *
 * Usage: syscount.d             (Ctrl-C to stop and print the counts)
 */
#pragma D option quiet

BEGIN
{
	printf("Counting system calls... Hit Ctrl-C to end.\n");
}

syscall:::entry
{
	@byproc[execname] = count();
	@bycall[probefunc] = count();
}

END
{
	printf("\n%-32s %10s\n", "PROCESS", "SYSCALLS");
	printa("%-32s %@10d\n", @byproc);
	printf("\n%-32s %10s\n", "SYSCALL", "COUNT");
	printa("%-32s %@10d\n", @bycall);
}
