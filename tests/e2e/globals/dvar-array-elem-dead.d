/*
 * dvar-array-elem-refused.d's clauses behind the predicate /0/: DTrace's
 * clause then branches past its body on a constant, which the kernel's
 * verifier follows alone, so it never checks the element's load or store
 * and the program runs.
 */
#pragma D option quiet

self int s[4];
int a[int][4];
int g[4];
this int t[4];

BEGIN
{
	g[1] = 7;
	this->t[2] = 3;
	printf("%d %d\n", g[1], this->t[2]);
	exit(0);
}

syscall::getppid:entry
/0/
{
	self->s[1] = 7;
}

syscall::getpid:entry
/0/
{
	trace(a[1][2]);
}
