/* a provider's own attributes meet amin: dtrace:::BEGIN is Stable/Stable/Common */
#pragma D option amin=Stable/Stable/Common

dtrace:::BEGIN
{
	printf("ok\n");
	exit(0);
}

/* @@args: -q */
