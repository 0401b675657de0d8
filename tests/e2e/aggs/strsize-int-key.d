/* @@args: -q */
/*
 * A string key's record is strsize + 1 bytes; with strsize 3 or 7 that is
 * 4 or 8 bytes, which DTrace's dt_print_datum( ) prints as an integer of
 * that size (" %8d", " %16lld"), as it prints any 4- or 8-byte key, and
 * dt_aggregate_keycmp( ) sorts as one. printa( )'s %s still prints the text.
 */
#pragma D option strsize=7

BEGIN
{
	@a["ab"] = count();
	@a["ba"] = count();
	@a["abcdefg"] = count();
	@b["ab", "c"] = sum(3);
	printa(@a);
	printa("%s %@d\n", @a);
	printa(@b);
	exit(0);
}
