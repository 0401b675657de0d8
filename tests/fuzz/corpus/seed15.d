/* @@args: -q */
BEGIN
{
	@[10, 100] = count();
	@[-10, 200] = count();
	exit(0);
}

END
{
	printa("-->%*d<--\n", @);
}
