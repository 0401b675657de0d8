/* @@args: -q -c "sh -c /bin/true" */
/* args[0] of proc:::create is a psinfo_t * translated from the child's
 * struct task_struct * */
proc:::create
/pid == $target/
{
	printf("%d %d\n", args[0]->pr_ppid == pid, args[0]->pr_pid != pid);
	exit(0);
}
