/* mutex_owner( ) is a struct task_struct *, as DTrace's prototype
 * "vmlinux`struct task_struct *(vmlinux`struct mutex *)" in dt_open.c's
 * _dtrace_globals says: its members may be read. A lock image owned by the
 * current task is built in a global array. */
long lk[8];

BEGIN
{
	lk[0] = (long)curthread;
	m = (struct mutex *)lk;
	printf("%d %d\n", mutex_owner(m)->pid == pid,
	    mutex_owner(m)->tgid == curthread->tgid);
	exit(0);
}

/* @@args: -q */
