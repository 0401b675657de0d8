/* @@args: -qw */
BEGIN
{
	printf("first\n");
	system("echo %s %d", "from the shell", 7);
	printf("last\n");
	exit(0);
}
