/* @@args: -c "$SONDA_TRIGGERS/sysmix" */
/* dtruss-like: arguments saved at entry, printed with the return value and
 * errno at return (getppid's value, the tracer's pid, compared with ppid).
 * Expected output from DTrace for Linux. */
#pragma D option quiet
syscall:::entry
/pid == $target/
{
	self->arg0 = arg0;
	self->arg1 = arg1;
	self->start = timestamp;
}
syscall::getppid:return, syscall::dup:return
/self->start/
{
	printf("%s(0x%X, 0x%X)\t\t = %d %s%d\n", probefunc, self->arg0, self->arg1,
	    probefunc == "getppid" && arg0 == ppid ? 1 : (int)arg0,
	    errno ? "Err#" : "", errno);
	self->arg0 = 0;
	self->arg1 = 0;
	self->start = 0;
}
