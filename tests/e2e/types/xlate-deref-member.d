/* @@args: -q */
/* (*curpsinfo).m is the member m of the translation, as curpsinfo->m
 * (DTrace's dt_cook_op2( ) finds the translator through the *); it was
 * refused by cg: "a translated value may only be used with operators .
 * and ->" (found by tests/fuzz/bvars.py) */
BEGIN
{
	printf("%d %d %d %d\n", (*curpsinfo).pr_pid == pid,
	    (*curlwpsinfo).pr_lwpid == tid, (*curcpu).cpu_id == cpu,
	    (*xlate<psinfo_t *>(curthread)).pr_ppid == ppid);
	printf("%s %d\n", (*curpsinfo).pr_fname == execname ? "fname" : "?",
	    (*curpsinfo).pr_dmodel == PR_MODEL_LP64);
	exit(0);
}
