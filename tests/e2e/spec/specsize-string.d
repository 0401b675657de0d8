/* @@args: -q -x strsize=32 -x specsize=48 */
/* A string takes strsize + 1 bytes of DTrace for Linux's buffer, and the
 * kernel checks it against specsize as strsize bytes: 16 + 32 fits in 48,
 * so the clause goes on (x = 1), but the buffer, 49 bytes (56 as the ring
 * buffer hands it over), is more than the speculation may hold: the
 * consumer drops it. */
BEGIN
{
	s = speculation();
	speculate(s);
	printf("%s\n", "dropped");
	x = 1;
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}
