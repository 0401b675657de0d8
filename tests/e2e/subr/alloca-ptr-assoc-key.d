/* DTrace refuses this program: a key that is an alloca pointer's taints
 * the array (dt_idcook_assc( )) and the stores of other values to it are
 * D_ALLOCA_INCOMPAT (dt_cg_store_var( )), at the first clause. */
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

/* @@args: -q -x errtags */
/* @@status: 1 */
