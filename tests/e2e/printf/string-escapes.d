/* @@args: -q */
BEGIN
{
	printf("%S\n", "tab\there nl\n quote\" back\\ one\001");
	exit(0);
}
