/* @@args: -q */
/* uregs[]: user registers of the current thread (x86-64 names) */
BEGIN
{
	printf("%d %d %d\n", uregs[R_PC] != 0, uregs[R_SP] != 0, uregs[R_GS]);
	printf("%d %d %d\n", R_PC, R_SP, R_EAX);
	exit(0);
}
