/* @@args: -q */
/* @@status: 4 */
BEGIN
{
	exit(4);
}

END
{
	printf("end\n");
}
