/* @@args: -q */
BEGIN
{
	@["b", 2] = count();
	@["a", 1] = count();
	@["a", 2] = count();
	@["a", 2] = count();
	@l[(long)5, "k"] = sum(-1);
	exit(0);
}
