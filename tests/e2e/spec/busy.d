/* After commit() or discard() a buffer drains until the consumer has taken
 * it, as in DTrace: speculate() to it records nothing, and speculation()
 * failing while one drains is "still busy", not "no buffer available". A
 * speculate() to an id speculation() never gave records nothing either. */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("committed %d\n", s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	speculate(s);
	printf("not recorded\n");
}

BEGIN
{
	speculate(2);
	printf("not recorded either\n");
}

BEGIN
{
	t = speculation();
	printf("then %d, busy %d\n", t, speculation());
	exit(0);
}

/* @@args: -q -x nspec=2 */
