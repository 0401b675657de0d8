/* After speculate( ) DTrace's code generator reports D_AGG_SPEC before it
 * looks at lquantize()'s parameters. */
BEGIN
{
	x = 1;
	speculate(speculation());
	@a = lquantize(1, x, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
