/* An alloca( )'d pointer used as a key of an associative array (global,
 * thread-local) is DTrace's value of it, its offset in scratch memory, as
 * dt_cg_arglist( ) stores the register it evaluates, as it is for an
 * aggregation's key: the same offset written as a number finds the entry. */
BEGIN
{
	p = alloca(16);
	q = alloca(8);
	a[q] = 5;
	self->t[q, 1] = 7;
	b[p] = 9;
	printf("%d %d %d %d %d\n", a[(void *)24], self->t[(void *)24, 1], a[q],
	    b[(void *)8], b[q]);
	exit(0);
}

/* @@args: -q */
