#!/usr/sbin/sonda -qs
/*
 * vmstat.d - a per-second system activity summary, like vmstat: system
 * calls, context switches, processes created and exec'd, block I/Os,
 * interrupts and page faults per second.
 *
 * Usage: vmstat.d               (Ctrl-C to stop)
 */
#pragma D option quiet

int sc, cs, forks, execs, ios, irqs, faults, lines;

BEGIN
{
	lines = 0;
}

sdt:raw_syscalls::sys_enter	{ sc++; }
sched:::off-cpu			{ cs++; }
proc:::create			{ forks++; }
proc:::exec-success		{ execs++; }
io:::start			{ ios++; }
sdt:irq::irq_handler_entry	{ irqs++; }
sdt:exceptions::page_fault_user	{ faults++; }

tick-1s
/lines % 20 == 0/
{
	printf("%10s %8s %7s %7s %7s %8s %8s\n", "syscalls", "cswitch",
	    "forks", "execs", "bio", "intr", "faults");
}

tick-1s
{
	printf("%10d %8d %7d %7d %7d %8d %8d\n", sc, cs, forks, execs, ios,
	    irqs, faults);
	sc = cs = forks = execs = ios = irqs = faults = 0;
	lines++;
}
