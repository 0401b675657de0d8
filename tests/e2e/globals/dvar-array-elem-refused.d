/* @@status: 1 */
/* @@stderr-match: could not enable tracing: BPF program load for 'syscall:vmlinux:getppid:entry' failed: Permission denied */
/*
 * An element of a self-> variable or associative array element of an
 * array type (self int s[4]; int a[int][4]) is *(var + index), and DTrace's
 * dt_cg_load_var( ) gives the variable's address as 0 when it does not
 * exist, which the element's load or store then uses unchecked (the node is
 * DT_NF_DPTR): the kernel's verifier refuses the program, so tracing is not
 * enabled, whether or not the clause would ever run, unless its predicate
 * is the constant 0 (dvar-array-elem-dead.d). A global or clause-local
 * array (int g[4], this int t[4]) is fine.
 */
self int s[4];
int a[int][4];
int g[4];
this int t[4];

BEGIN
{
	g[1] = 7;
	this->t[2] = 3;
	printf("%d %d\n", g[1], this->t[2]);
}

syscall::getppid:entry
/pid == 0/
{
	self->s[1] = 7;
}

syscall::getpid:entry
/pid == 0/
{
	trace(a[1][2]);
}
