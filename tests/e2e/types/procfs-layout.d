/* @@args: -q */
/*
 * psinfo_t and lwpsinfo_t are procfs.d's, member for member: their sizes,
 * the places and types of their members (pr_ttydev a struct tty_struct *,
 * pr_start a timestruc_t, the padding and pr_lwp), procfs.d's PIDTYPE_*
 * and its char constants PR_MODEL_ILP32 and PR_MODEL_LP64 (which are ints
 * where they are used: DTrace's parser replaces an inline of an integer
 * constant by that constant, of its own type).
 */
BEGIN
{
	printf("%d %d\n", sizeof(psinfo_t), sizeof(lwpsinfo_t));
	printf("%d %d %d %d %d\n", offsetof(psinfo_t, pr_ttydev),
	    offsetof(psinfo_t, pr_start), offsetof(psinfo_t, pr_psargs),
	    offsetof(psinfo_t, pr_taskid), offsetof(psinfo_t, pr_lwp));
	printf("%d %d %d\n", offsetof(lwpsinfo_t, pr_start),
	    offsetof(lwpsinfo_t, pr_name), offsetof(lwpsinfo_t, pr_filler));
	printf("%d %d %d\n", sizeof(curpsinfo->pr_ttydev),
	    sizeof(((psinfo_t *)0)->pr_start), sizeof(curpsinfo->pr_dmodel));
	printf("%d %d %d %d\n", PIDTYPE_PID, PIDTYPE_TGID, PIDTYPE_PGID,
	    PIDTYPE_SID);
	printf("%d %d %d %d\n", PR_MODEL_ILP32, PR_MODEL_LP64,
	    sizeof(PR_MODEL_ILP32), sizeof(PR_MODEL_LP64));
	printf("%d\n", curpsinfo->pr_pgid ==
	    curthread->signal->pids[PIDTYPE_PGID]->numbers[0].nr);
	exit(0);
}
