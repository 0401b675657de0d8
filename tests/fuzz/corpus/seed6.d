/* @@args: -q */
BEGIN
{
	@["b"] = count();
	@["a"] = count();
	@["a"] = count();
	@["c"] = count();
	exit(0);
}
