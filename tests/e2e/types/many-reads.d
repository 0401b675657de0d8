/* Many kernel memory reads in one statement: their stack temporaries are
 * reused, so the BPF stack does not run out. */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d %d\n",
	    curthread->pid == pid, curthread->tgid == pid,
	    curthread->real_parent->tgid == ppid,
	    curthread->real_parent->pid > 0, curthread->real_parent->real_parent->pid > 0,
	    curthread->mm->map_count > 0, curthread->prio > 0, curthread->static_prio > 0,
	    curthread->real_parent->mm->map_count > 0, curthread->nsproxy != NULL,
	    curthread->cred->uid.val == uid, curthread->cred->gid.val == gid);
	exit(0);
}
