/* @@args: -q */
BEGIN
{
	@ = lquantize(-3, 0, 100, 10);
	@ = lquantize(0, 0, 100, 10);
	@ = lquantize(5, 0, 100, 10);
	@ = lquantize(12, 0, 100, 10);
	@ = lquantize(15, 0, 100, 10);
	@ = lquantize(17, 0, 100, 10);
	@ = lquantize(33, 0, 100, 10);
	@ = lquantize(99, 0, 100, 10);
	@ = lquantize(120, 0, 100, 10);
	exit(0);
}
