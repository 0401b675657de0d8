/*
 * ++ and -- of an associative array's element deep in an expression: the
 * element's two paths (it exists, or not and the key is computed again as
 * DTrace's dt_cg_incdec_op( ) does) hold no register across them, so the
 * nest needs no more registers than a variable's ++ (since dffdb071 one
 * more register was held and such a statement was refused with D_NOREG).
 */
#pragma D option quiet

int a[int];

BEGIN
{
	a[0] = 5;
	b = 1;
	c = 2;
	d = 3;
	x = b + (c + (d + (a[0]++)));
	y = b * (c - (d + (a[7]--)));
	z = b + (c * (d - (++a[0])));
	w = (b + (c + (d + (--a[9])))) << 1;
	printf("%d %d %d %d\n", x, y, z, w);
	printf("%d %d %d\n", a[0], a[7], a[9]);
	exit(0);
}
