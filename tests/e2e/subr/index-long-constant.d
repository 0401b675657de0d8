/* index( ) and rindex( ) of a string constant longer than strsize: as
 * DTrace's bpf/index.S they read strsize rounded up to 8 bytes of it, so
 * with strsize=5 they see 7 of its characters. */
#pragma D option strsize=5

BEGIN
{
	printf("%d %d %d %d %d\n", index("abcdefgh", "fg"), rindex("abcdefghij", "g"),
	    index("abcdefgh", "gh"), rindex("abcdefgh", ""), index("abc", "abcdefg"));
	exit(0);
}

/* @@args: -q */
