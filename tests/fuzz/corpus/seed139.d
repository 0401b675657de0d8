#!/usr/sbin/dtrace -s
/*
 * syscalls-by-process.d - count system calls by process name.
 *
 *   sudo build/sonda -s examples/syscalls-by-process.d
 *
 * Press ^C to stop; the counts are printed, smallest first.
 */

syscall:::entry
{
	@calls[execname] = count();
}
