/* chill() is a data-recording action for the order rules of a clause
 * (dt_cg_clsflags()): commit( ) may not follow it */
BEGIN
{
	this->id = speculation();
	chill(1);
	commit(this->id);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
