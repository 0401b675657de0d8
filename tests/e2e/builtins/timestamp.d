/* @@args: -q */
BEGIN
{
	t = timestamp;
	a = timestamp;
	/* constant within one clause; walltimestamp is past 2001 */
	printf("%d %d\n", t == a, walltimestamp > 1000000000000000000);
	exit(0);
}

END
{
	printf("%d\n", timestamp > t);
}
