/* Translated members read beside alloca()'d memory in the clause-local
 * area: neither is taken for the other; a translated member's value stored
 * into alloca'd memory.
 * (A whole translated struct kept in this-> is DTrace's D_UNKNOWN:
 * types/xlate-struct-assign.sh.) */
BEGIN
{
	this->a = (int *)alloca(8);
	*this->a = 11;
	printf("%d %d\n", (*curpsinfo).pr_pid == pid, *this->a);
	*this->a = xlate<lwpsinfo_t>(curthread).pr_lwpid;
	printf("%d\n", *this->a == tid);
	exit(0);
}

/* @@args: -q */
