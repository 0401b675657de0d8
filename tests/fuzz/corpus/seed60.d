/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d %d %d\n", 1 < 2, 2 <= 2, 3 > 4, 3 >= 4, 1 == 1, 1 != 1);
	/* strings compare by content */
	printf("%d %d %d %d %d\n", "abc" < "abd", "b" > "abc", "x" == "x",
	    "x" != "y", "a" >= "b");
	exit(0);
}
