/* An integer variable indexed by a pointer is *(i + p), as DTrace's
 * dt_cook_op2() reads it: p's element i. */
struct foo { int a; int arr[4]; };
struct foo gs;
int *gip;
int gi;

BEGIN
{
	gs.arr[1] = 7;
	gs.arr[2] = 9;
	gip = &gs.arr[0];
	gi = 2;
	printf("%d %d\n", gi[gip], gi[gs.arr]);
	exit(0);
}

/* @@args: -q */
