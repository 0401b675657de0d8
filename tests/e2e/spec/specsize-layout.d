/* @@args: -q -x nspec=2 -x specsize=40 */
/* specsize counts the bytes of DTrace for Linux's buffer for a clause: a
 * 16-byte header, then each value aligned on its size (an int takes 4),
 * so four ints take 32 bytes and fit in 40. The kernel checks each value
 * as it is stored, so what comes before the value that does not fit has
 * run (x = 1 below); the consumer checks what a speculation already holds
 * (32 bytes) plus the next buffer (24, a multiple of 8), and drops it.
 * Two lines, as DTrace tells them: the kernel's drop when it first reads
 * its status (dtrace_status(), before BEGIN's records are read), the
 * consumer's once it has read them (dtrace_work()). */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d %d %d %d\n", 1, 2, 3, 4);
}

BEGIN
{
	speculate(s);
	printf("dropped by the consumer %d\n", 5);
}

BEGIN
{
	t = speculation();
}

BEGIN
{
	speculate(t);
	printf("%d\n", 6);
	x = 1;
	printf("%d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7);
	x = 2;
}

BEGIN
{
	commit(s);
	commit(t);
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}
