/* @@args: -q */
/*
 * epid is DTrace for Linux's (bpf/get_bvar.c): the probe id << 32 | the
 * clause's number, of type uint_t: stored or printed it is the clause's
 * number, compared or widened it keeps the probe id
 */
BEGIN
{
	x = epid;
	printf("%d %d %d\n", x, epid == x, (uint64_t)epid == ((uint64_t)id << 32));
}

BEGIN
{
	printf("%d %d\n", epid, (uint64_t)epid == ((uint64_t)id << 32 | 1));
	exit(0);
}
