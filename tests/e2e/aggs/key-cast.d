/* An aggregation's integer keys are cast to its key types, the types of
 * its first use, as DTrace's dt_cg_arglist() casts each key to the
 * signature's (dt_cg_typecast()): with a char key @a[300] is @a[44], with
 * an int key @c[0x100000001] is @c[1], with an unsigned short key @b[-1]
 * is @b[65535]. */
BEGIN
{
	@a[(char)1] = count();
	@a[300] = count();
	@a[44] = count();
	@b[(unsigned short)65535] = count();
	@b[-1] = count();
	@c[1] = count();
	@c[0x100000001] = count();
	@d[(long)1] = count();
	@d[0x100000001] = count();
	exit(0);
}

/* @@args: -q */
