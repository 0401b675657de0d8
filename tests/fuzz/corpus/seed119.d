/* substr: negative indexes count from the end, a negative count stops
 * before the end, out-of-range indexes give "". */
BEGIN
{
	s = "abcdefgh";
	printf("[%s] [%s] [%s]\n", substr(s, 0), substr(s, 3), substr(s, 8));
	printf("[%s] [%s] [%s]\n", substr(s, -3), substr(s, -8), substr(s, -20));
	printf("[%s] [%s] [%s]\n", substr(s, 2, 3), substr(s, 2, 0), substr(s, 2, 100));
	printf("[%s] [%s] [%s]\n", substr(s, 2, -1), substr(s, 2, -6), substr(s, 2, -7));
	printf("[%s] [%s] [%s]\n", substr(s, -10, 3), substr(s, -10, 2), substr(s, -3, 2));
	printf("[%s] [%s]\n", substr("", 0), substr(s, 12345678));
	i = -2;
	n = 1;
	printf("[%s]\n", substr(s, i, n));
	exit(0);
}

/* @@args: -q */
