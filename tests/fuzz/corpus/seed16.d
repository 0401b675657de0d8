/* @@args: -q */
BEGIN
{
	@a[1, 2, 3, 4, 5] = count();
	exit(0);
}

END
{
	/* keys are consumed left to right; extra keys are not printed */
	printa("%@u: %d %d\n", @a);
}
