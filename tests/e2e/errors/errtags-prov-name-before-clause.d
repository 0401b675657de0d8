/* a provider's name is checked as it is parsed, before the clauses */
BEGIN
{
	trace(nosuch);
}

provider pv1 {
	probe a();
};

/* @@args: -x errtags */
/* @@status: 1 */
