/* @@args: -q */
/* trace() of a struct records its bytes (a hex dump); a char array
 * compares as a string */
struct pair { int a; int b; } p;

BEGIN
{
	p.a = 0x64636261;
	p.b = 1;
	trace(p);
	trace(curthread->comm == execname ? "same" : "different");
	exit(0);
}
