/* A tuple holds nine keys: dt_cg_arglist() refuses key index i only when
 * i > dtc_diftupregs (DIF_DTR_NREGS, 8), so keys 0 to 8 fit, in an
 * aggregation as in an associative array. */
BEGIN
{
	@a[1, 2, 3, 4, 5, 6, 7, 8, 9] = count();
	@a[1, 2, 3, 4, 5, 6, 7, 8, -9] = count();
	@a[1, 2, 3, 4, 5, 6, 7, 8, -9] = count();
	a[1, 2, 3, 4, 5, 6, 7, 8, 9] = 5;
	self->b["x", 2, 3, 4, 5, 6, 7, 8, 9] = 6;
	printf("%d %d\n", a[1, 2, 3, 4, 5, 6, 7, 8, 9], self->b["x", 2, 3, 4, 5, 6, 7, 8, 9]);
	printa(@a);
	exit(0);
}

/* @@args: -q */
