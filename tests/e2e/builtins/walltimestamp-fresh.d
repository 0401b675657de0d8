/* @@args: -q */
/* walltimestamp reads the clock at each use (DTrace for Linux's
 * bpf/get_bvar.c: bpf_ktime_get_ns( ) plus the boot time), while timestamp
 * keeps one value for the whole firing. */
BEGIN
{
	t = timestamp;
	w = walltimestamp;
	x = walltimestamp;
	printf("%d %d %d\n", w < x, walltimestamp < walltimestamp, t == timestamp);
}

BEGIN
{
	printf("%d\n", walltimestamp > x);
	exit(0);
}
