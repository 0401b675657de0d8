/* @@args: -q */
/*
 * An inline of a constant is that constant only where DTrace's parser knows
 * it already: below its definition x takes the constant's int, above it y
 * takes the inline's declared char.
 */
BEGIN
{
	y = I;
}

inline char I = 1;

BEGIN
{
	x = I;
	printf("%d %d\n", sizeof (x), sizeof (y));
	exit(0);
}
