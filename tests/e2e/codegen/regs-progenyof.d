/* progenyof( ) evaluated while other values hold registers: a compound
 * assignment keeps the variable, a product keeps its left operand (found by
 * tests/fuzz/dgen.py: "internal error: out of registers"). */
#pragma D option quiet

char g;

BEGIN
{
	g = 5;
	g -= progenyof(0) * progenyof($pid);
	x = ((ppid ? 2 : 3) * progenyof(0)) && timestamp;
	y = (progenyof(0) ^^ (progenyof(2) ? 1 : 0)) + progenyof(12345678) * 7;
	printf("%d %d %d\n", g, x, y);
	exit(0);
}
