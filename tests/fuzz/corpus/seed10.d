/* @@args: -q */
BEGIN
{
	/* only the rows around the used buckets are printed */
	@ = lquantize(3, 0, 10);
	@ = lquantize(3, 0, 10);
	@ = lquantize(5, 0, 10);
	exit(0);
}
