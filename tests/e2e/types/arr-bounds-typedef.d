/* An array named by a typedef is not bounds-checked at compile time:
 * dt_cook_op2( ) asks libctf's ctf_array_info( ) about the operand's own
 * type, which a typedef is not (it does not see through it); the array of
 * a struct member or a declared variable is checked (the last clause). */
typedef int arr3_t[3];
struct s { int x[3]; arr3_t y; };
struct s gs;
arr3_t gt;

BEGIN
{
	gt[0] = 1;
	gs.y[2] = 7;
	trace(gt[0]);
	trace(gs.y[2]);
	exit(0);
}

BEGIN
{
	trace(gt[3]);
	trace(gt + 5);
	trace(gs.y[3]);
}

BEGIN
{
	trace(gs.x[3]);
}

/* @@args: -q -x errtags */
/* @@status: 1 */
