/* @@status: 1 */
BEGIN
{
	system("true");
	exit(0);
}
