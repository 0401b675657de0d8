/* @@args: -q */
BEGIN
{
	s = "hello";
}

BEGIN
{
	printf("%s ", s);
	s = "world";
}

BEGIN
{
	printf("%s\n", s);
	exit(0);
}
