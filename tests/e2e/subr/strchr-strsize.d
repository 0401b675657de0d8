/* strchr( ) and strrchr( ) read strsize bytes of their string, as DTrace's
 * (bpf/strchr.S): the strsize-th character is not searched; NUL is never
 * found. */
#pragma D option strsize=8

BEGIN
{
	printf("[%s] [%s] [%d] [%d]\n", strchr("abcdefgh", 'c'),
	    strrchr("abcdefgh", 'a'), strchr("abcdefgh", 'h') == NULL,
	    strrchr("abcdefgh", 'h') == NULL);
	printf("[%d] [%d] [%d]\n", strchr("abc", 0) == NULL,
	    strrchr("abc", 0) == NULL, strchr("", 'a') == NULL);
	exit(0);
}

/* @@args: -q */
