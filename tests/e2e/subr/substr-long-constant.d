/* substr( ) of a string constant longer than strsize: DTrace cuts every
 * string of its string table at strsize characters when it loads it
 * (gmap_create_strtab( )), so the copy never reads past them. */
#pragma D option strsize=6

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", substr("hello, world", -1, 10),
	    substr("hello, world", 2), substr("hello, world", 6), substr("hello", 1));
	exit(0);
}

/* @@args: -q */
