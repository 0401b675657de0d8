/* @@args: -q */
BEGIN
{
	@c["x"] = count();
	@c["y"] = count();
	@c["y"] = count();
	exit(0);
}

END
{
	/* printed once, by printa, not again at exit */
	printa(@c);
}
