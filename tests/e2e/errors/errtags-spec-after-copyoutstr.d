/* copyoutstr() records data for the order rules of a clause
 * (dt_cg_clsflags()): speculate( ) may not follow it */
BEGIN
{
	this->id = speculation();
	copyoutstr("a", 0, 1);
	speculate(this->id);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
