/* sizeof a string literal is its length plus one (DTrace's node size),
 * sizeof a string variable the string type's size */
BEGIN
{
	x = "abc";
	printf("%d %d %d %d\n", sizeof("abc"), sizeof "abcdef", sizeof(""), sizeof(x));
	exit(0);
}

/* @@args: -q */
