/* this->p holds scratch memory and, later, a kernel pointer: refused as
 * DTrace generates the first store (dt_cg_store_var( ), an xyerror( ) at
 * the line of the clause's probe description) */
BEGIN
{
	this->p = (char *)alloca(16);
	this->p = (char *)curthread;
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
