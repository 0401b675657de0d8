/* printa(@a, @b) accepts keys of any two integer types, but DTrace joins
 * only keys dt_aggregate_keycmp() finds equal, and it compares the record
 * sizes first: an int key 1 of @a and a long key 1 of @b are two rows, each
 * printed at its own width, with a zero for the other aggregation. */
BEGIN
{
	@a[1] = count();
	@a[2] = count();
	@a[2] = count();
	@b[(long)1] = count();
	@b[(long)5] = count();
	@b[(long)5] = count();
	@b[(long)5] = count();
	@c[(long)5] = count();
	printa(@a, @b);
	printa("%d: %@d %@d\n", @a, @b);
	printa(@b, @c);
	exit(0);
}

/* @@args: -q */
