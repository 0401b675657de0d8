/* @@args: -q */
BEGIN
{
	/* aggregations print in order of first appearance, not by value */
	@b = sum(2);
	@a = sum(1);
	exit(0);
}
