# lwpsinfo_t's pr_state, pr_sname, pr_stype and pr_flag as procfs.d defines
# them, and its constants: a thread leaving the CPU to sleep in nanosleep is
# SSLEEP, 'S'; the constants have procfs.d's values.
"$SONDA" -q -n '
BEGIN {
	printf("%d %d %d %d %d %d %d %x %x %x %x\n", SSLEEP, SRUN, SZOMB, SSTOP,
	    SIDL, SONPROC, SWAIT, PR_STOPPED, PR_ISTOP, PR_DSTOP, PR_IDLE);
}
sched:::off-cpu /pid == $target && curlwpsinfo->pr_state == SSLEEP/ {
	printf("%d %c %d %d\n", curlwpsinfo->pr_state, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_stype, curlwpsinfo->pr_flag & PR_STOPPED);
	exit(0);
}' -c 'sleep 2'
