/* @@args: -q */
/*
 * An aggregation's id is given where DTrace creates it (dt_xcook_ident( )):
 * @b by the operator [ ] of trunc(@b[0], 5), before @a's assignment, so
 * @b's id is the smaller and the exit print (sorted by id first,
 * dt_aggregate_varcmp( )) shows @b before @a; @c, assigned first, comes
 * first. A later clause's references change nothing.
 */
BEGIN
{
	@c = sum(3);
	trunc(@b[0], 5);
	@a = sum(1);
	@b[0] = sum(2);
}

BEGIN
{
	trunc(@d[0], 5);
	@d[1] = sum(4);
	@a = sum(10);
	exit(0);
}
