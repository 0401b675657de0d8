/* "#pragma D" with no directive and other vendors' pragmas are ignored */
#pragma D
#pragma GCC poison
#pragma D attributes Stable total
int total;

BEGIN
{
	printf("ok\n");
	exit(0);
}

/* @@args: -q */
