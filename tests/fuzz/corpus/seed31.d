/* @@args: -q */
BEGIN
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}

END
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}
