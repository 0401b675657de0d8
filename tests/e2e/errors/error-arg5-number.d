/* The ERROR probe's arg5 is a number whatever the faulting code held it in:
 * arithmetic on it is loaded (copyinstr( ) of an unreadable address, then
 * a string subroutine, gave it as a pointer the verifier refused). */
int z;
long base;

BEGIN
{
	trace(index(copyinstr(z + 4096), "l"));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d value %d\n", arg4, arg5 - base);
}

/* @@args: -q */
