/* @@args: -q */
BEGIN
{
	/* sign-correct for sub-int types (Oracle behaviour) */
	printf("%d %d %d\n", (char)-17, (short)0xcdef, (short)-1);
	printf("%hd %hu\n", (short)-2, (unsigned short)65534);
	exit(0);
}
