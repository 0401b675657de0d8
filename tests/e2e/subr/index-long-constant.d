/* index( ) and rindex( ) of a string constant longer than strsize: DTrace
 * cuts every string of its string table at strsize characters when it loads
 * it (gmap_create_strtab( )), so with strsize=5 they see "abcde" only. */
#pragma D option strsize=5

BEGIN
{
	printf("%d %d %d %d %d %d\n", index("abcdefgh", "fg"), rindex("abcdefghij", "g"),
	    index("abcdefgh", "gh"), rindex("abcdefgh", ""), index("abc", "abcdefg"),
	    index("abcdefgh", "de"));
	exit(0);
}

/* @@args: -q */
