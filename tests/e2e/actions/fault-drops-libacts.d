/* The actions the consumer carries out (clear( ), trunc( ), normalize( ),
 * setopt( ), freopen( ), system( ), printa( ), printf( )) are records in
 * the clause's buffer in DTrace for Linux (dt_cg.c: dt_cg_store_val( ) of
 * DTRACEACT_LIBACT, DTRACEACT_SYSTEM, DTRACEACT_FREOPEN...), and a fault
 * discards that buffer (dt_cg_probe_error( ) returns before the clause's
 * output is sent): none of them happens when a later statement of their
 * clause faults, while an aggregation's update, made in the kernel, stays.
 * So @a keeps its count, @b both keys, @c its unnormalized count, the
 * aggregations print in the default order, END's output is not sent to
 * /dev/null, and no command runs. */
BEGIN
{
	@a = count();
	@b[1] = sum(10);
	@b[2] = sum(20);
	@c = count();
}

BEGIN
{
	@d = count();
	clear(@a);
	trunc(@b, 1);
	normalize(@c, 2);
	setopt("aggsortrev");
	freopen("/dev/null");
	system("echo system ran");
	printa("printa %@d\n", @a);
	printf("printf\n");
	*(int *)0;
}

BEGIN
{
	exit(0);
}

END
{
	printa("a %@d\n", @a);
	printa("b %d %@d\n", @b);
	printa("c %@d\n", @c);
	printa("d %@d\n", @d);
}

/* @@args: -qw */
/* @@stderr-match: ^sonda: error in dt_clause_1 for probe ID 1 \(dtrace:::BEGIN\): invalid address \(0x0\) at BPF pc [0-9]+$ */
