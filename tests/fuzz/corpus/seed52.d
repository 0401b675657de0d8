/* @@args: -q */
long l;
unsigned short us;

BEGIN
{
	/* assignment truncates to the declared type */
	l = -1;
	us = 65535 + 2;
	printf("%d %d\n", l, us);
	exit(0);
}
