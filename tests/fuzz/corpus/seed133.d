/* @@args: -q */
BEGIN
{
	trace(42);
	printf("|");
	trace(-1);
	printf("|");
	trace((long)-5);
	printf("|");
	trace((unsigned long)-1);
	printf("|");
	trace((unsigned)4000000000);
	printf("|");
	trace((short)300);
	printf("|");
	trace((char)65);
	printf("\n");
	exit(0);
}
