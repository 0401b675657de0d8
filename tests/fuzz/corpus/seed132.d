/* @@args: -q */
tick-100ms
{
	i++;
}

tick-100ms
/i == 3/
{
	printf("three\n");
	exit(0);
}
