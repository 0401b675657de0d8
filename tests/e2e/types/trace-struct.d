/* @@args: -q */
/* trace() of a struct records its bytes (a hex dump); of a char array, a
 * string */
struct pair { int a; int b; } p;

BEGIN
{
	p.a = 0x64636261;
	p.b = 1;
	trace(p);
	trace(curthread->comm == execname ? "same" : "different");
	exit(0);
}
