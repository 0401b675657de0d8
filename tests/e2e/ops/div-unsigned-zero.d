/* Only a signed division or modulo checks its divisor at run time, as
 * DTrace's dt_cg_arithmetic_op( ) does (when the node is DT_NF_SIGNED):
 * an unsigned one is BPF's own, where x / 0 is 0 and x % 0 is x. The
 * type is the usual conversions': a uint16_t divisor of an int is an int. */
BEGIN
{
	u = 0u;
	z = 0ul;
	v = 7u;
	v /= u;
	w = 9ul;
	w %= z;
	printf("%d %d %d %d %d %d\n", 10 / u, 10 % u, 12 / z, 12 % z, v, w);
	printf("%d %d\n", (unsigned char)200 % u, 10u % (char)u);
}

BEGIN
{
	printf("not reached %d\n", 300 / (uint16_t)u);
}

BEGIN
{
	i = 0;
	printf("not reached %d\n", 10 / i);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: divide-by-zero */
