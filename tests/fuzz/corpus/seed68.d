/* @@args: -q */
BEGIN
{
	x = 5;
	printf("%s %d %s\n", x > 3 ? "big" : "small", x < 3 ? 10 : 20,
	    x > 4 ? (x > 9 ? "huge" : "mid") : "small");
	exit(0);
}
