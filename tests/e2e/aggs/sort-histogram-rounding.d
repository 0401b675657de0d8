/* @@args: -q */
/* The histograms sort by their weighted sums in long double, as
 * dt_aggregate_quantizedcmp( ), dt_aggregate_lquantizedcmp( ) and
 * dt_aggregate_llquantizedcmp( ) add them: a count of 1 beside 2^62 counts
 * of 2^62 (or of bucket 64, or of 1000) is lost in the 64-bit mantissa, so
 * key 0 ties with key 1 and the tie goes to the count at zero (key 2 has
 * one there, last), then to the keys: 0 1 2 each time, where the exact
 * sums would order them 1 2 0. */
BEGIN
{
	@q[0] = quantize(1 << 62, 1 << 62);
	@q[0] = quantize(1, 1);
	@q[1] = quantize(1 << 62, 1 << 62);
	@q[2] = quantize(1 << 62, 1 << 62);
	@q[2] = quantize(0, 1);

	@l[0] = lquantize(64, -10, 100, 1, 1 << 62);
	@l[0] = lquantize(1, -10, 100, 1, 1);
	@l[1] = lquantize(64, -10, 100, 1, 1 << 62);
	@l[2] = lquantize(64, -10, 100, 1, 1 << 62);
	@l[2] = lquantize(0, -10, 100, 1, 1);

	@ll[0] = llquantize(1000, 10, 0, 3, 10, 1 << 62);
	@ll[0] = llquantize(1, 10, 0, 3, 10, 1);
	@ll[1] = llquantize(1000, 10, 0, 3, 10, 1 << 62);
	@ll[2] = llquantize(1000, 10, 0, 3, 10, 1 << 62);
	@ll[2] = llquantize(0, 10, 0, 3, 10, 1);

	printa("%d ", @q);
	printf("\n");
	printa("%d ", @l);
	printf("\n");
	printa("%d ", @ll);
	printf("\n");
	exit(0);
}
