/* lquantize() entries sort by their weighted sum, where DTrace weighs the
 * underflow bucket by low - 1 and the overflow bucket by top + 1 in int32_t
 * arithmetic (dt_aggregate_lquantizedsum()): with low = INT32_MIN the
 * underflow weighs INT32_MAX, with top = INT32_MAX the overflow weighs
 * INT32_MIN. So key 1 sorts last in @a and first in @b. */
BEGIN
{
	@a[1] = lquantize(-2147483649, -2147483648, -2147418113, 1);
	@a[2] = lquantize(-2147483648, -2147483648, -2147418113, 1);
	@a[3] = lquantize(0, -2147483648, -2147418113, 1);
	@b[1] = lquantize(2147483647, 2147418112, 2147483647, 1);
	@b[2] = lquantize(2147418112, 2147418112, 2147483647, 1);
	exit(0);
}

/* @@args: -q */
