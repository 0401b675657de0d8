/* substr( ) of a string constant longer than strsize: as DTrace's
 * bpf/substr.S, the start and count are checked against strsize characters,
 * but the copy reads the constant from the start on, past strsize. */
#pragma D option strsize=6

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", substr("hello, world", -1, 10),
	    substr("hello, world", 2), substr("hello, world", 6), substr("hello", 1));
	exit(0);
}

/* @@args: -q */
