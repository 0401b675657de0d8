/* @@args: -q */
/* scalar arrays, & and *, pointer arithmetic and comparisons, a run-time
 * index out of bounds (a fault, the ERROR probe runs) */
int a[5];
int *p;

BEGIN
{
	a[0] = 10; a[1] = 20; a[4] = 50;
	a[1]++;
	a[2] += 7;
	p = &a[1];
	printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[4], sizeof (a));
	printf("%d %d %d\n", *p, p[1], *(p + 3));
	printf("%d %d %d\n", p - &a[0], p > &a[0], p == &a[1]);
}

BEGIN
{
	i = 7;
	a[i] = 1;
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
