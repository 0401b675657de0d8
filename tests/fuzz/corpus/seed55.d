/* @@args: -q */
int x;
string s;

BEGIN
/0/
{
	y = 5;
	t = "never";
}

BEGIN
{
	printf("%d [%s] %d [%s]\n", x, s, y, t);
	exit(0);
}
