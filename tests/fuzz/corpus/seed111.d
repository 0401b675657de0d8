/* index and rindex, with and without a start position. */
BEGIN
{
	x = "abcabcabc";
	printf("%d %d %d %d %d\n", index(x, "bc"), index(x, "bc", 2), index(x, "bc", 100),
	    index(x, "bc", -5), index(x, "zz"));
	printf("%d %d %d %d\n", index(x, ""), index("", ""), index(x, "", 100), index("", "a"));
	printf("%d %d %d %d %d\n", rindex(x, "bc"), rindex(x, "bc", 6), rindex(x, "bc", 3),
	    rindex(x, "bc", -1), rindex(x, "bc", 100));
	printf("%d %d %d\n", rindex(x, ""), rindex("ab", "abc"), rindex(x, "abc", 0));
	exit(0);
}

/* @@args: -q */
