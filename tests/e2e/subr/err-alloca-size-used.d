/* alloca( )'s size past scratchsize is an error of DTrace's code
 * generator: the clause is checked to its end first, so the variable it
 * is assigned to is known to the statements after it (it was D_VAR_UNDEF) */
BEGIN
{
	this->p = (int *)alloca(600);
	trace(this->p != 0);
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
