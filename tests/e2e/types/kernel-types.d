/* @@args: -q */
/* kernel types from BTF: curthread is a struct task_struct *; casts to
 * kernel pointer types; D library translators (curpsinfo, curlwpsinfo) */
BEGIN
{
	printf("%d %d\n", curthread->comm == execname, curthread->tgid == pid);
	printf("%d\n", ((struct task_struct *)curthread)->real_parent->tgid == ppid);
	printf("%d %d %d\n", curpsinfo->pr_pid == pid, curpsinfo->pr_ppid == ppid,
	    curpsinfo->pr_fname == execname);
	printf("%d %d\n", curlwpsinfo->pr_lwpid == tid, stringof(curthread->comm) == execname);
	printf("%d %d\n", xlate <psinfo_t *> (curthread)->pr_pid == pid,
	    sizeof (curthread->comm));
	exit(0);
}
