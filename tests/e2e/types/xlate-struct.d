/* @@args: -q */
/* a whole translated struct: *curpsinfo copied into a clause-local
 * variable, its members read back */
BEGIN
{
	this->ps = *curpsinfo;
	printf("%d %d %d\n", this->ps.pr_pid == pid, this->ps.pr_ppid == ppid,
	    this->ps.pr_fname == execname);
	exit(0);
}
