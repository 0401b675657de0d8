/* index( ), rindex( ) and strstr( ) read their strings with strsize rounded
 * up to 8 bytes, as DTrace's bpf/index.S: with a strsize that is a multiple
 * of 8 they do not see a string's strsize-th character. strstr( )'s result
 * is the whole suffix. */
#pragma D option strsize=8

BEGIN
{
	printf("%d %d %d %d [%s]\n", rindex("bcb//./.", "."), index("abcdefgh", "h"),
	    index("abcdefgh", "gh"), rindex("abcdefgh", ""), strstr("abcdefgh", "b"));
	printf("%d\n", strstr("abcdefgh", "h") == NULL);
	exit(0);
}

/* @@args: -q */
