/* @@args: -q */
/* BEGIN and END fire in the tracer itself, as in DTrace: no kernel stack. */
BEGIN
{
	i = stackdepth;
	printf("%d %d %d\n", stackdepth, i, caller);
	printf("|%s|\n", substr("abcdef", stackdepth));
	exit(0);
}

END
{
	printf("%d\n", stackdepth);
}
