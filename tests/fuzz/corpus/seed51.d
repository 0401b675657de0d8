syscall::nosuchcall:entry
{
	trace(1);
}

BEGIN
{
	printf("ok\n");
	exit(0);
}

/* @@args: -q -Z */
