# The SIGCHLD a -c command's exit sends sonda is queued, not ignored: DTrace
# forks the command from its proc control thread, which blocks every signal
# (dt_proc.c: dt_proc_create_thread( )), so the kernel never takes the
# SIGCHLD as ignored (proc:::signal-discard) but queues it, and
# proc:::signal-send fires for it (sonda blocks SIGCHLD while tracing;
# before, its default disposition made the exit fire signal-discard).
"$SONDA" -qn '
proc:::signal-discard /pid == $target/
{
	printf("discard %d\n", args[2]);
}
proc:::signal-send /pid == $target/
{
	printf("send %d to the parent %d\n", args[2], args[1]->pr_pid == ppid);
}
proc:::exit /pid == $target/
{
	printf("exit %d\n", args[0]);
}' -c true
echo "status $?"
