/* A translated struct kept in a clause-local variable lives in the clause-local
 * area near alloca()'s memory but did not come from alloca(): reading it, and
 * copying from it with bcopy( ), is not checked as alloca'd memory. */
BEGIN
{
	this->a = (int *)alloca(8);
	*this->a = 11;
	this->ps = *curpsinfo;
	printf("%d %d\n", this->ps.pr_pid == pid, *this->a);
	this->l = xlate<lwpsinfo_t>(curthread);
	bcopy(&this->l.pr_lwpid, this->a, 4);
	printf("%d\n", *this->a == tid);
	exit(0);
}

/* @@args: -q */
