/* stop() counts as a data-recording action for the order rules of a
 * clause (dt_cg_clsflags()): speculate( ) may not follow it */
BEGIN
{
	this->id = speculation();
	stop();
	speculate(this->id);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
