/* @@args: -q */
/*
 * An lquantize() of more than 4092 levels (a value past a per-CPU map's,
 * kept in a hash keyed by key and CPU): printa() with other aggregations,
 * trunc(@, n) keeping some keys, clear() and trunc() behave as with any
 * other aggregation.
 */
BEGIN
{
	@w["x"] = lquantize(10, -32768, 32767, 1);
	@w["x"] = lquantize(-3, -32768, 32767, 1);
	@w["y"] = lquantize(25, -32768, 32767, 1, 5);
	@w["z"] = lquantize(0, -32768, 32767, 1, 2);
	@e = lquantize(32766, -32768, 32767, 1);	/* the last buckets */
	@e = lquantize(40000, -32768, 32767, 1);
	@n = lquantize(-32768, -32768, 32767, 1);	/* the first ones */
	@n = lquantize(-40000, -32768, 32767, 1);
	@c["x"] = count();
	@c["y"] = count();
	printa(@e);
	printa(@n);
	printa("%s %@d%@d\n", @c, @w);
	trunc(@w, 1);
	printa(@w);
	clear(@w);
	printa(@w);
	trunc(@w);
	printa(@w);
	exit(0);
}
