/* @@args: -q */
BEGIN
{
	/* the mean truncates toward zero: -3 / 2 = -1 */
	@a = avg(-1);
	@a = avg(-2);
	@s = sum(-7);
	exit(0);
}
