/* printa() takes any number of aggregations (DTrace's dt_printa() and
 * dtrace_fprinta() collect every record of the printa()): ten here, the
 * last two printed as the others, and none left for the exit. */
BEGIN
{
	@a = count(); @b = count(); @c = count(); @d = count(); @e = count();
	@f = count(); @g = count(); @h = count(); @i = sum(9); @j = sum(10);
	printa(@a, @b, @c, @d, @e, @f, @g, @h, @i, @j);
	printa("%@d %@d %@d %@d %@d %@d %@d %@d %@d %@d\n",
	    @a, @b, @c, @d, @e, @f, @g, @h, @i, @j);
	exit(0);
}

/* @@args: -q */
