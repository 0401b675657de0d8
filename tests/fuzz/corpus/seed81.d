/* @@args: -q */
BEGIN
{
	printf("%d %i %u %o %x %X\n", 255, 255, 255, 255, 255, 255);
	printf("%#o %#x %#X\n", 8, 255, 255);
	exit(0);
}
