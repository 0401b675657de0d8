/* With rawbytes a string key prints as a hex dump of its record (strsize + 1
 * bytes), as dt_print_datum() prints any key that is not a 1, 2, 4 or 8-byte
 * integer through dt_print_bytes(), which dumps the bytes raw when rawbytes
 * is set; integer keys and %s conversions are not affected. */
#pragma D option rawbytes
#pragma D option strsize=16

BEGIN
{
	@a["abc"] = count();
	@b[1] = count();
	printa(@a);
	printa("%s %@d\n", @a);
	printa(@b);
	exit(0);
}

/* @@args: -q */
