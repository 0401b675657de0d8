/* substr(s, i) without a count takes strsize characters, as DTrace's
 * (bpf/substr.S): a start i before the beginning of s shortens that by
 * the characters before it. */
#pragma D option strsize=4

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", substr("b/ca", -5), substr("b/ca", -4),
	    substr("b/ca", -6), substr("b/ca", -8));
	exit(0);
}

/* @@args: -q */
