/* @@args: -q */
int done;

tick-1s
/!done/
{
	done = 1;
	printf("one second\n");
	exit(0);
}
