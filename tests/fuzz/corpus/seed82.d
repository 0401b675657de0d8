/* @@args: -q */
BEGIN
{
	printf("%#8x|%08x|%-8x|%+8d|% 8d|\n", 0x123, 0x123, 0x123, 123, 123);
	exit(0);
}
