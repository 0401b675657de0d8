/* ?: of a constant 0 and a pointer has the pointer's type; of a void
 * pointer and another pointer, the other's */
BEGIN
{
	x = pid ? 0 : (int *)0;
	y = pid ? (void *)0 : (short *)0;
	printf("%d %d\n", sizeof(*x), sizeof(*y));
	exit(0);
}

/* @@args: -q */
