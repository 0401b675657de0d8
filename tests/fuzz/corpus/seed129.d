/* @@args: -q */
int done;

tick-10ms
/!done/
{
	done = 1;
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
