#!/usr/sbin/sonda -qs
/*
 * opensnoop.d - trace file opens: one line per open(2)/openat(2) with the
 * result (a file descriptor, or -1 and the errno).
 *
 * Usage: opensnoop.d            (Ctrl-C to stop)
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-7s %-16s %4s %3s %s\n", "PID", "COMM", "FD", "ERR", "PATH");
}

syscall::open:entry
{
	self->path = copyinstr(arg0);
	self->in = 1;
}

syscall::openat:entry
{
	self->path = copyinstr(arg1);
	self->in = 1;
}

syscall::open:return, syscall::openat:return
/self->in/
{
	printf("%-7d %-16s %4d %3d %s\n", pid, execname, errno ? -1 : (int)arg0,
	    errno, self->path);
	self->in = 0;
}
