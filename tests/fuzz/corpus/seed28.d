/* @@args: -q */
BEGIN
{
	printf("hi\n");
	exit(0);
}
