/* @@args: -q */
BEGIN
{
	s = "variable";
	printf("%s|%10s|%-10s|%.3s|%s|\n", "hello", "right", "left", "truncate", s);
	exit(0);
}
