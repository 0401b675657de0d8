/* @@args: -q */
BEGIN
{
	printf("%s\n", execname);
	exit(0);
}
