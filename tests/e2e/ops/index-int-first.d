/* i[p] is *(i + p), so p[i]; an array indexed so is not bounds-checked by
 * the compiler (DTrace checks a left array only). */
struct foo { int a; char c[8]; int arr[4]; };
struct foo gs;
int *gip;

BEGIN
{
	gs.arr[0] = 10;
	gs.arr[1] = 11;
	gs.arr[2] = 12;
	gip = &gs.arr[0];
	x = 3;
	printf("%d %d %d %d\n", 2[gip], 1[gs.arr], (x - 1)[gs.arr], *(2 + gip));
	exit(0);
}

/* @@args: -q */
