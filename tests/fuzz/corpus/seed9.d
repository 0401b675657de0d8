/* @@args: -q */
BEGIN
{
	@ = llquantize(0, 10, 0, 2, 20);
	@ = llquantize(3, 10, 0, 2, 20);
	@ = llquantize(7, 10, 0, 2, 20);
	@ = llquantize(12, 10, 0, 2, 20);
	@ = llquantize(18, 10, 0, 2, 20);
	@ = llquantize(45, 10, 0, 2, 20);
	@ = llquantize(99, 10, 0, 2, 20);
	@ = llquantize(130, 10, 0, 2, 20);
	@ = llquantize(555, 10, 0, 2, 20);
	@ = llquantize(7000, 10, 0, 2, 20);
	exit(0);
}
