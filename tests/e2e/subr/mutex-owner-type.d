/* mutex_owner( ) is a struct task_struct *, as DTrace's prototype
 * "vmlinux`struct task_struct *(vmlinux`struct mutex *)" in dt_open.c's
 * _dtrace_globals says: its members may be read. A lock image owned by the
 * current task is built in alloca'd memory. */
BEGIN
{
	p = alloca(64);
	l = (long *)p;
	*l = (long)curthread;
	printf("%d %d\n", mutex_owner(p)->pid == pid,
	    mutex_owner(p)->tgid == curthread->tgid);
	exit(0);
}

/* @@args: -q */
