/* @@args: -c "/bin/sh data/codes.sh" */
/* exit status by command, as a DTrace book script counts them: the
 * exit_group( ) argument of the target and its children (sh runs /bin/true,
 * /bin/false, then exits 3). Expected output from DTrace for Linux. */
#pragma D option quiet
syscall::exit_group:entry
/progenyof($target)/
{
	@codes[execname, arg0] = count();
}
END
{
	printf("%-10s %4s %s\n", "COMM", "CODE", "N");
	printa("%-10s %4d %@d\n", @codes);
}
