/* @@args: -q */
/* printa( ) with a format of aggregations whose integer keys differ in
 * width: DTrace checks the format once, against the first aggregation's
 * key types (dt_printf_validate( ): "ll" only for an 8-byte type, %d signed
 * as that type is), and prints every row's own key record through it
 * (pfprint_dint( ) reads the record at its own size). A long key under a
 * conversion checked against an int prints its low 32 bits; an int or
 * char key under one checked against a long prints the 32-bit int it
 * makes, zero-extended; a '*' width reads the record as an int. */
BEGIN
{
	@a[1] = count();
	@b[(long)0x1ffffffff] = count();
	@b[(long)-3] = count();
	@c[(char)-1] = count();
	@p[1, 2] = count();
	@q[(long)0x100000005, (long)0x1fffffffe] = count();
	printa("%d %@d %@d\n", @a, @b);
	printa("%d %@d %@d\n", @b, @a);
	printa("%d %@d %@d\n", @b, @c);
	printa("%x %@d %@d\n", @b, @c);
	printa("%u %@d %@d\n", @a, @b);
	printa("[%*d] %@d %@d\n", @p, @q);
	exit(0);
}
