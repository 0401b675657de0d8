/* @@args: -q */
/*
 * Histograms whose every count is zero (an increment of 0 makes the entry):
 * dt_print_quantize( ) and dt_print_lquantize( ) print the three rows
 * around zero or from the bottom ("< base", base, and the next row, which
 * is ">= limit" for a single level); dt_print_llquantize( ) prints from
 * bin0 to bin0 + 2, labelling bin0 "< factor^lmag" when lmag > 0, and when
 * bin0 + 2 is a ghost bin (lmag 0, steps > factor) borrows the label of
 * the next bin that has one ("2" for factor 2 and 4 steps).
 */
BEGIN
{
	@a = lquantize(1, 0, 1, 1, 0);
	@b = lquantize(5, -10, 0, 5, 0);
	@c = llquantize(5, 10, 2, 3, 10, 0);
	@d = llquantize(5, 2, 0, 1, 4, 0);
	@e = quantize(0, 0);
	exit(0);
}
