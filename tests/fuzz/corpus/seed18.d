/* @@args: -q */
BEGIN
{
	@["b"] = quantize(4);
	@["b"] = quantize(4);
	@["a"] = quantize(1);
	exit(0);
}
