/* lquantize( )'s base and limit are int32_t in its prototype */
BEGIN
{
	@a = lquantize(1, "a", 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
