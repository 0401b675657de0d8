/* @@args: -q -c true */
BEGIN
{
	printf("begin\n");
}

END
{
	printf("end\n");
}
