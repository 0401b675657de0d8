#!/usr/sbin/dtrace -qs

BEGIN
{
	printf("%s %d\n", $$1, $2);
	exit(0);
}
