/* @@args: -q */
BEGIN
{
	/* BEGIN fires in sonda's own process */
	printf("%d %d %d\n", pid == $pid, ppid == $ppid, uid == $uid);
	exit(0);
}
