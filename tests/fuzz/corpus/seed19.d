/* @@args: -q */
BEGIN
{
	@ = quantize(-1);
	@ = quantize(-5);
	@ = quantize(0);
	@ = quantize(2);
	exit(0);
}
