/* @@args: -q */
BEGIN
/1 == 2/
{
	printf("false predicate ran\n");
}

BEGIN
/2 > 1/
{
	printf("true predicate ran\n");
	exit(0);
}
