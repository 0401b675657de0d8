/* lltostr: decimal by default; other bases as in classic DTrace. */
BEGIN
{
	printf("%s %s %s\n", lltostr(0), lltostr(-1), lltostr(123456789));
	printf("%s %s\n", lltostr(0x7fffffffffffffff), lltostr(0x8000000000000000));
	printf("%s %s %s %s\n", lltostr(255, 16), lltostr(8, 8), lltostr(5, 2), lltostr(35, 36));
	exit(0);
}

/* @@args: -q */
