/* quantize( )'s increment must be a scalar */
BEGIN
{
	@a = quantize(1, "a");
}

/* @@args: -x errtags */
/* @@status: 1 */
