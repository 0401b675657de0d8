/* @@args: -q */
/* p[k] of an inline with no parameters is *(p + k), as DTrace's parser
 * makes it of any scalar: curpsinfo[0] is the psinfo_t curpsinfo points to. */
BEGIN
{
	printf("%d %d %d\n", curpsinfo[0].pr_pid == pid, curpsinfo[0].pr_ppid == ppid,
	    curlwpsinfo[0].pr_lwpid == tid);
	exit(0);
}
