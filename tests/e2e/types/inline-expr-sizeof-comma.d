/* @@args: -q */
/*
 * An inline of an expression that does not fold is that expression at
 * each use, cast to the inline's declared type (dt_cg_inline( ) ends with
 * dt_cg_typecast( )): char C holds 300 + 0 as 44, its sizeof is 1, and it
 * sees g's value at the use. sizeof of an expression is its type's size
 * and never runs it (dt_cg_node( ) sets the constant): g++ and g = 5 leave
 * g alone. A comma expression runs both sides and has the right one's
 * value and type (dt_cook_op2( )): (g++, C) is a char.
 */
int g;
inline char C = g + 0;
inline unsigned char U = g - 301;

BEGIN
{
	g = 300;
	printf("%d %d %d %d\n", C, U, sizeof (C), sizeof (U + 0L));
	printf("%d %d %d\n", sizeof (g++), sizeof (g = 5), g);
	printf("%d %d %d\n", (g++, C), sizeof ((g++, C)), g);
	g = 556;
	printf("%d\n", C);
	exit(0);
}
