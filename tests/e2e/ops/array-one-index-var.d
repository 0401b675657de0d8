/* A D array of one element indexed by a variable: DTrace checks it neither
 * when compiling (dt_cook_op2( ) skips arrays of 0 or 1 element, "often
 * used for dynamically-sized arrays") nor at run time (dt_cg_arithmetic_op( )
 * checks only more than one), so its load of the D variable's memory
 * (DT_NF_DPTR: a direct load) at an unbounded offset is refused by the
 * kernel's verifier and the program never runs. sonda bounds it as the
 * verifier wants: index 0 is read, any other faults with the index
 * (DTRACEFLT_BADINDEX, 11, in arg4; the index in arg5), stores too. */
int a[1];
struct s { int n; int one[1]; } g;

BEGIN
{
	i = 0;
	a[i] = 7;
	g.one[i] = 8;
	printf("%d %d\n", a[i], g.one[i]);
}

BEGIN
{
	i = 1;
	printf("not reached %d\n", a[i]);
}

BEGIN
{
	g.one[i] = 3;
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d index %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: index out of bounds \(1\) */
