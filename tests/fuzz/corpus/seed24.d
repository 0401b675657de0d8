/* @@args: -q */
BEGIN
{
	printf("one\n");
}

BEGIN
{
	printf("two\n");
}

BEGIN
{
	printf("three\n");
	exit(0);
}
