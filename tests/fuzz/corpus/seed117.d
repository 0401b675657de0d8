/* strlen and strjoin, with empty strings and strings from variables. */
BEGIN
{
	x = "hello";
	y = "";
	printf("%d %d %d\n", strlen(x), strlen(y), strlen(strjoin(x, x)));
	printf("[%s] [%s] [%s] [%s]\n", strjoin("foo", "bar"), strjoin(x, y),
	    strjoin(y, x), strjoin(y, y));
	printf("[%s]\n", strjoin(strjoin("a", "b"), strjoin("c", "d")));
	exit(0);
}

/* @@args: -q */
