/* @@args: -q */
BEGIN
{
	@ = quantize(0);
	@ = quantize(1);
	@ = quantize(3);
	@ = quantize(3);
	@ = quantize(5);
}

BEGIN
{
	@ = quantize(100);
	@ = quantize(100);
	@ = quantize(100);
	@ = quantize(700);
	@ = quantize(1000);
	exit(0);
}
