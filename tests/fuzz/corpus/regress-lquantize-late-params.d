/* @@args: -q */
BEGIN
{
	@ = lquantize(-3, 0, 100< 10);
	@ = lquantize(12, 0, 100, 10);
	exit(0);
}
