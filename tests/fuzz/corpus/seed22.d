/* @@args: -q */
BEGIN
{
	@s = sum(10);
	@s = sum(-3);
	@s = sum(5);
	@mn = min(5);
	@mn = min(-2);
	@mn = min(9);
	@mx = max(5);
	@mx = max(-2);
	@mx = max(9);
	@av = avg(1);
	@av = avg(2);
	@av = avg(4);
	exit(0);
}
