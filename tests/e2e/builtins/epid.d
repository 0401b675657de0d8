/* @@args: -q */
/*
 * epid is DTrace for Linux's (bpf/get_bvar.c): the probe id << 32 | the
 * clause's number, of type uint64_t (dt_open.c): stored, printed or
 * traced it keeps the probe id (sonda's was a uint_t, sizeof 4, that
 * printed the clause's number alone; found by tests/fuzz/bvars.py)
 */
BEGIN
{
	x = epid;
	printf("%d %d %d %d %d\n", x == epid, epid >> 32 == id, epid & 0xffffffff,
	    sizeof(epid), sizeof(x));
}

BEGIN
{
	printf("%d %d\n", epid & 0xffffffff, epid == ((uint64_t)id << 32 | 1));
	printf("%u\n", epid - ((uint64_t)id << 32));
	trace(epid >> 32 == id);
	exit(0);
}
