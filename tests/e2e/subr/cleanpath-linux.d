/* cleanpath( ) as DTrace for Linux's: the trailing '/' goes, "./" and "."
 * components go, a ".." drops the component before it, above the root it
 * is dropped, at the start of a relative path it stays; "" stays "". */
BEGIN
{
	printf("[%s] [%s] [%s] [%s] [%s]\n", cleanpath("/a/"), cleanpath("./a/b"),
	    cleanpath("a/.."), cleanpath("a/../../b"), cleanpath("/.."));
	printf("[%s] [%s] [%s] [%s] [%s]\n", cleanpath("x/"), cleanpath("./"),
	    cleanpath("../../a/.."), cleanpath("/./."), cleanpath("a/."));
	printf("[%s] [%s] [%s] [%s]\n", cleanpath(""), cleanpath("."),
	    cleanpath("/"), cleanpath("abc/def/.."));
	exit(0);
}

/* @@args: -q */
