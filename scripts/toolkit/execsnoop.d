#!/usr/sbin/sonda -qs
/*
 * execsnoop.d - trace new processes: one line per successful exec.
 *
 * Usage: execsnoop.d            (Ctrl-C to stop)
 * Columns: time since start (ms), PID, parent PID, exec'd program name.
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	start = timestamp;
	printf("%-10s %-7s %-7s %s\n", "TIME(ms)", "PID", "PPID", "COMM");
}

proc:::exec-success
{
	printf("%-10d %-7d %-7d %s\n", (timestamp - start) / 1000000, pid, ppid,
	    execname);
}
