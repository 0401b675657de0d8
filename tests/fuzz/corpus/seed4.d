/* @@args: -q */
#pragma D option aggsortrev

BEGIN
{
	@["c"] = sum(1);
	@["a"] = sum(2);
	@["b"] = sum(3);
	exit(0);
}
