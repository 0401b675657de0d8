/* @@args: -q */
BEGIN
{
	@["x"] = sum(30);
	@["y"] = sum(10);
	@["z"] = sum(20);
	exit(0);
}
