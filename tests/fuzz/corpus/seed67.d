/* @@args: -q */
int x;

BEGIN
{
	y = 0 && (x = 5);
	z = 1 || (x = 6);
	printf("%d %d %d\n", x, y, z);
	exit(0);
}
