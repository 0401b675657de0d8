/* With strsize=5 a string holds 5 characters: results are cut there. */
BEGIN
{
	printf("%d [%s] [%s]\n", strlen("123456789"), strjoin("123", "abcdefgh"),
	    strjoin("", "1234567"));
	printf("[%s] [%s] [%s]\n", substr("abcdefgh", 1), toupper("abcdefgh"),
	    lltostr(-1234567));
	printf("%d %d\n", index("abcdefgh", "de"), index("abcdefgh", "fg"));
	exit(0);
}

/* @@args: -q -x strsize=5 */
