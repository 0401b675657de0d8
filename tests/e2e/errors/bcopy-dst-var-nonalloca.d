/* @@args: -x errtags */
/* @@status: 1 */
/*
 * bcopy( )'s destination in a variable that holds no alloca'd memory when
 * the clause's code is generated: DTrace compiles each clause as soon as
 * it is cooked, and dt_cg_subr_bcopy_impl( ) refuses a destination without
 * DT_NF_ALLOCA (sonda let it fault at run time).
 */
BEGIN
{
	this->p = (char *)curthread;
	bcopy((void *)curthread, this->p, 4);
	exit(0);
}
