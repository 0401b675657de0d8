/* toupper, tolower and strtoll. */
BEGIN
{
	printf("[%s] [%s] [%s]\n", toupper("Hello, World 42!"), tolower("Hello, World 42!"),
	    toupper(""));
	printf("%d %d %d %d\n", strtoll("12345"), strtoll("-42"), strtoll("+7x"), strtoll(""));
	printf("%d %d %d\n", strtoll("ff", 16), strtoll("0x1F", 16), strtoll("777", 8));
	exit(0);
}

/* @@args: -q */
