#!/usr/sbin/sonda -qs
/*
 * errinfo.d - report failed system calls with their errno.
 *
 * Usage: errinfo.d              (Ctrl-C to stop; prints a summary)
 * One line per failure: program, PID, system call, errno; at the end the
 * number of failures per program, system call and errno.
 */
#pragma D option quiet

BEGIN
{
	printf("%-16s %-7s %-20s %5s\n", "EXEC", "PID", "SYSCALL", "ERR");
}

syscall:::return
/errno != 0/
{
	printf("%-16s %-7d %-20s %5d\n", execname, pid, probefunc, errno);
	@fails[execname, probefunc, errno] = count();
}

END
{
	printf("\n%-16s %-20s %5s %8s\n", "EXEC", "SYSCALL", "ERR", "COUNT");
	printa("%-16s %-20s %5d %@8d\n", @fails);
}
