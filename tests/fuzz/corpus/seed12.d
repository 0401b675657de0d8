/* @@args: -q */
/* min() and max() over entries that only one CPU touched */
BEGIN
{
	@mn = min(100);
	@mn = min(300);
	@mx = max(-100);
	@mx = max(-300);
	@k["a"] = min(5);
	exit(0);
}
