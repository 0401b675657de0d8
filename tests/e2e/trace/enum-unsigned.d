/* An enum value is recorded unsigned, as DTrace marks only integers of a
 * signed encoding signed: trace( ) and %d / %i print an enum -1 as
 * 4294967295, quiet and not; once promoted by arithmetic or cast to int it
 * is an int again. A variable of the enum type is the same. */
enum e { NEG = -1, TWO = 2 };
enum e v;

BEGIN
{
	v = NEG;
	trace(NEG);
	trace(v);
	trace(TWO);
	trace(NEG + 0);
	trace((int)NEG);
	printf("\n%d %i %d %d %u %x\n", NEG, v, NEG + 0, (int)NEG, NEG, NEG);
	exit(0);
}

/* @@args: -q */
