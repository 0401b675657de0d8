/* lltostr(0, base): "0" in every base but 16 ("0x0"), as classic DTrace:
 * base 8's leading "0" is that digit itself. */
BEGIN
{
	printf("%s %s %s %s %s\n", lltostr(0, 8), lltostr(0, 16), lltostr(0, 2),
	    lltostr(0, 10), lltostr(8, 8));
	exit(0);
}

/* @@args: -q */
