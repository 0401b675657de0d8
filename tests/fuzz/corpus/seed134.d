/* @@args: -q */
BEGIN
{
	trace("abc");
	trace("def");
	printf("\n");
	exit(0);
}
