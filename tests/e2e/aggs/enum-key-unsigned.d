/* An enum key is unsigned, as DTrace marks no enum signed: printa( )'s %d
 * prints an enum -1 as 4294967295 (an int key -1 as -1); the default
 * format prints a 4-byte key with " %8d" either way. */
enum e { NEG = -1 };

BEGIN
{
	@[NEG, NEG + 0] = count();
	printa(@);
	printa("%d %d %@d\n", @);
	exit(0);
}

/* @@args: -q */
