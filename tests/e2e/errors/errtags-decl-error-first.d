/* DTrace declares as it parses and checks clauses after: the bad
 * declaration below is the error it reports, not the clause's */
BEGIN
{
	trace(nosuch);
}

int slots[0];

/* @@args: -x errtags */
/* @@status: 1 */
