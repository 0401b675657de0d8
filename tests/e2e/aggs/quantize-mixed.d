/* @@args: -q */
/* Negative values and negative increments (DTrace's definition in
 * d-output-formats.md and libdtrace's printing): quantize's negative
 * power-of-two buckets down to -2^62 (INT64_MIN falls in it), lquantize's
 * underflow and overflow rows, llquantize's mirrored negative ranges with
 * the "abs() < N" bucket, and half-width bars on both sides of the
 * centre line when some counts are negative. */
BEGIN
{
	@q = quantize(4, -3);
	@q = quantize(-4, 2);
	@min = quantize(-9223372036854775807 - 1);
	@min = quantize(-4611686018427387905);
	@min = quantize(9223372036854775807);
	@l = lquantize(-7, -10, 10, 5);
	@l = lquantize(-100, -10, 10, 5, 2);
	@l = lquantize(100, -10, 10, 5, -1);
	@neg = quantize(5, -2);
	@ll = llquantize(-1000, 10, 1, 3, 10);
	@ll = llquantize(5, 10, 1, 3, 10);
	@ll = llquantize(-5, 10, 1, 3, 10);
	@ghost = llquantize(-3, 10, 0, 1, 20, -2);
	@ghost = llquantize(15, 10, 0, 1, 20, 3);
	@zero = quantize(3, 0);
	exit(0);
}
