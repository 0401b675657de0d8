/* llquantize() entries sort by their weighted sum, where DTrace multiplies
 * the labels 2 .. factor of an lmag of 0 with steps > factor by the count
 * in int64_t (dt_aggregate_llquantizedsum(): int step times an int64_t),
 * which wraps: 2 * 5e18 weighs -8446744073709551616, below key 2's 1, so
 * key 1 sorts first in @a. The other labels multiply in long double: 15 *
 * 5e18 does not wrap, so key 1 sorts last in @b. */
BEGIN
{
	@a[1] = llquantize(2, 10, 0, 2, 20, 5000000000000000000);
	@a[2] = llquantize(1, 10, 0, 2, 20);
	@b[1] = llquantize(15, 10, 0, 2, 20, 5000000000000000000);
	@b[2] = llquantize(1, 10, 0, 2, 20);
	exit(0);
}

/* @@args: -q */
