/* @@args: -c "$SONDA_TRIGGERS/getppid 5" */
/* raise( ) of SIGKILL at the target's third getppid( ), seen by
 * proc:::exit (reason 2, CLD_KILLED). Expected output from DTrace for
 * Linux. */
#pragma D option destructive
#pragma D option quiet
syscall::getppid:entry
/pid == $target && ++n == 3/
{
	printf("raising SIGKILL\n");
	raise(SIGKILL);
}
proc:::exit
/pid == $target/
{
	printf("exit reason %d after %d calls\n", args[0], n);
}
