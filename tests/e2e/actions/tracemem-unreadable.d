/* Memory that cannot be read is recorded as zeros, with no error, by
 * tracemem() (at any address, 0 too) and by trace() of a struct through a
 * pointer that is not NULL (DTrace for Linux does not check these reads);
 * trace() through a NULL pointer is an invalid address. */
struct pair { int a; int b; };

BEGIN
{
	tracemem(0, 4);
	tracemem(8, 6, 3);
	trace(*(struct pair *)16);
	printf("\n");
}

BEGIN
{
	trace(*(struct pair *)0);
}

ERROR
{
	printf("error %d at %x\n", arg4, arg5);
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
