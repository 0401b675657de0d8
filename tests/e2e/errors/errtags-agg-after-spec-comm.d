/* after speculate( ) and commit( ), DTrace names commit( ) */
BEGIN
{
	this->id = speculation();
	speculate(this->id);
	commit(this->id);
	@calls = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
