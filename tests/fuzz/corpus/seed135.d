/* @@args: -q */
BEGIN
{
	x = 7;
	s = "str";
	trace(x);
	printf(" ");
	trace(s);
	printf("\n");
	exit(0);
}
