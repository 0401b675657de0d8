/* @@args: -q */
BEGIN
{
	x = 1;
}

BEGIN
{
	x = x * 10;
	x = x + 32;
}

BEGIN
{
	printf("%d\n", x);
	exit(0);
}
