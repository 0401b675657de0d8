/* An array indexed by a variable is checked at run time on the index
 * scaled by the element's size, and the fault reports that scaled index
 * divided back, unsigned (dt_cg_arithmetic_op): a[-1] of an int array is
 * index 4611686018427387903, of a short array 9223372036854775807 (the
 * scaled index's top bit is gone), of a char array -1. */
int a[4];
short s[4];
char c[4];

BEGIN
{
	i = -1;
	a[i] = 1;
}

BEGIN
{
	s[i] = 1;
}

BEGIN
{
	c[i] = 1;
}

BEGIN
{
	i = 6;
	trace(a[i]);
}

BEGIN
{
	printf("done\n");
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: dt_clause_0 .*index out of bounds \(4611686018427387903\) */
/* @@stderr-match: dt_clause_1 .*index out of bounds \(9223372036854775807\) */
/* @@stderr-match: dt_clause_2 .*index out of bounds \(-1\) */
/* @@stderr-match: dt_clause_3 .*index out of bounds \(6\) */
