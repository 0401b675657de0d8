BEGIN
{
	j["b"] = quan = quantize(1);
	exit(0);
}
