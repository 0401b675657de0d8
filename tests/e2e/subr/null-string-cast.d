/* A string made from address 0 is a NULL string, as in DTrace: a cast
 * keeps the NULL (an assignment stores it), trace() of it is a bad
 * address; stringof(0) is a bad address itself. */
BEGIN
{
	x = (string)(arg0 * 0);
	printf("%d\n", x == NULL);
}

BEGIN
{
	printf("not reached\n");
	trace((string)(arg0 * 0));
}

BEGIN
{
	y = stringof(arg0 * 0);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}

END
{
	printf("[%s]\n", stringof(1));
}

BEGIN
{
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
