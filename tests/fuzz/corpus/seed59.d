/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d %d %d %c\n", 'A', '\n', 'ab', '\101', '\x41', '\\',
	    'z');
	exit(0);
}
