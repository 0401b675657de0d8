/* @@args: -q */
BEGIN
{
	@ = llquantize(1, 1, 0, 2, 10);
	@ = llquantize(1, 10, 0, 2, 10);
}
