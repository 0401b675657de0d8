/* @@args: -q */
/* @@stderr-match: invalid address \(0x14\) */
/* dereferencing a bad kernel pointer is a run-time error, not a verifier
 * rejection: the clause is aborted and the ERROR probe fires */
struct foo { int a; int b; };

BEGIN
{
	p = (struct foo *)16;
	printf("%d\n", p->b);
}

ERROR
{
	printf("error %d 0x%x\n", arg4, arg5);
	exit(0);
}
