/* @@args: -q */
BEGIN
{
	printf("100%% done, %d%%\n", 5);
	exit(0);
}
