/* @@args: -q */
BEGIN
{
	printf("%c%c%c|%3c|%-3c|\n", 65, 'b', 0x43, 'x', 'y');
	exit(0);
}
