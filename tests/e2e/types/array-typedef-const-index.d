/* @@args: -q */
/*
 * A constant index past the end of an array named by a typedef: DTrace's
 * dt_cook_op2( ) does not check it (ctf_array_info( ) refuses the typedef)
 * and dt_cg_arithmetic_op( ) checks only an index that is no constant, so
 * ta[4] is the struct's next member. An index in a variable is checked.
 */
typedef int iarr_t[4];
struct bar { iarr_t ta; int z; };
struct bar gb;
int gi;

BEGIN
{
	gb.z = 9;
	printf("%d\n", gb.ta[4]);
	gb.ta[4] = 11;
	printf("%d\n", gb.z);
}

BEGIN
{
	gi = 4;
	printf("%d\n", gb.ta[gi]);
}

ERROR
{
	printf("fault %d %d\n", arg4, arg5);
	exit(0);
}
