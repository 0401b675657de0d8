/* @@args: -q */
/*
 * x op= 0 of a self-> variable or an associative element, with a literal 0
 * (an integer constant, folded ones too), deletes it, as DTrace's
 * dt_cg_store_var( ) takes a literal 0 right operand as a deletion
 * (dt_cg_prep_dvar( ) passes 0 as the value) whatever the operator; the
 * expression's value is still what the operator computed. A global, a
 * clause-local, or a right operand that is 0 only at run time is stored.
 */
BEGIN
{
	self->x = 5; a[1, "k"] = 5; self->b[2] = 5; g = 5; this->t = 5; z = 0;
	printf("%d %d %d %d %d\n", self->x += 0, a[1, "k"] |= 0,
	    self->b[2] <<= 1 - 1, g += 0, this->t -= 0);
	printf("%d %d %d %d %d\n", self->x, a[1, "k"], self->b[2], g, this->t);
	self->x = 5; a[1, "k"] = 5;
	self->x += z; a[1, "k"] ^= z;
	printf("%d %d\n", self->x, a[1, "k"]);
	exit(0);
}
