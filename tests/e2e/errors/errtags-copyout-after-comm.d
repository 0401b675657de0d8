/* copyout() is data-recording for the order rules of a clause, as in
 * DTrace's dt_cg_subr_copyout(), which calls dt_cg_clsflags() */
BEGIN
{
	this->id = speculation();
	commit(this->id);
	copyout(curthread, 0, 1);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
