#!/usr/sbin/sonda -qs
/*
 * killsnoop.d - trace signals sent with kill(2): sender, signal, target
 * and result.
 *
 * Usage: killsnoop.d            (Ctrl-C to stop)
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-7s %-16s %4s %-7s %s\n", "PID", "COMM", "SIG", "TPID",
	    "RESULT");
}

syscall::kill:entry
{
	self->tpid = (int)arg0;
	self->sig = (int)arg1;
	self->in = 1;
}

syscall::kill:return
/self->in/
{
	printf("%-7d %-16s %4d %-7d %d\n", pid, execname, self->sig, self->tpid,
	    (int)arg0);
	self->in = 0;
}
