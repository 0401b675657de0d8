/* DTrace folds sizeof of a type name as it parses it (dt_node_op1( )):
 * sizeof (string) is the strsize of that moment, before a later
 * #pragma D option strsize changes it; the size of a variable, an
 * expression, is taken later, with the strsize the pragmas left. */
/* @@args: -q */
BEGIN
{
	printf("%d %d %d\n", sizeof (string), sizeof (string[2]), sizeof (x));
}

string x;

#pragma D option strsize=16

END
{
	printf("%d %d\n", sizeof (string), sizeof (x));
}

BEGIN
{
	exit(0);
}
