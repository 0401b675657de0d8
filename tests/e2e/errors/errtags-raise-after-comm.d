/* raise() records nothing, but DTrace's dt_cg_clsflags() counts every
 * action but speculate( ), commit( ) and discard( ) as data-recording */
BEGIN
{
	this->id = speculation();
	commit(this->id);
	raise(9);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
