/* @@args: -q -c true */
BEGIN
{
	printf("%d\n", $target > 0 && $target != $pid);
}
