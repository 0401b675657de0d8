/* DTrace checks every expression of a clause (dt_node_cook()) before it
 * generates its code, where dt_cg_clsflags() applies the speculation order
 * rules: an undefined variable after a second speculate( ) is the error. */
BEGIN
{
	this->id = speculation();
	speculate(this->id);
	speculate(this->id);
	trace(nosuchvar);
}

/* @@args: -x errtags */
/* @@status: 1 */
