/* @@args: -q */
BEGIN
{
	/* equal values sort by key; integer keys compare as unsigned */
	@[3] = count();
	@[-2] = count();
	@[1] = count();
	@[2] = count();
	exit(0);
}
