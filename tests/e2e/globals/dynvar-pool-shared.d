/* Thread-local variables and the elements of every associative array
 * share dynvarsize, as they share DTrace's one dvars map (bpf/get_dvar.c):
 * 200 bytes hold 10 of them here (a 16-byte tuple and a 4-byte value).
 * Sixteen stores to two arrays and eight self-> variables leave 10 and
 * make 14 drops; deleting three gives their places back. Each store is a
 * clause of its own, as a drop ends its clause. */
BEGIN { a[1] = 1; } BEGIN { b[1] = 1; } BEGIN { self->x1 = 1; }
BEGIN { a[2] = 1; } BEGIN { b[2] = 1; } BEGIN { self->x2 = 1; }
BEGIN { a[3] = 1; } BEGIN { b[3] = 1; } BEGIN { self->x3 = 1; }
BEGIN { a[4] = 1; } BEGIN { b[4] = 1; } BEGIN { self->x4 = 1; }
BEGIN { a[5] = 1; } BEGIN { b[5] = 1; } BEGIN { self->x5 = 1; }
BEGIN { a[6] = 1; } BEGIN { b[6] = 1; } BEGIN { self->x6 = 1; }
BEGIN { a[7] = 1; } BEGIN { b[7] = 1; } BEGIN { self->x7 = 1; }
BEGIN { a[8] = 1; } BEGIN { b[8] = 1; } BEGIN { self->x8 = 1; }

BEGIN
{
	printf("%d %d %d %d\n", a[3] + b[3] + self->x3, a[4], b[4], self->x4);
	a[1] = 0;
	b[1] = 0;
	self->x1 = 0;
}

BEGIN { b[10] = 2; } BEGIN { b[11] = 2; } BEGIN { b[12] = 2; }
BEGIN { b[13] = 2; }

BEGIN
{
	printf("%d %d %d %d\n", b[10], b[11], b[12], b[13]);
	exit(0);
}

/* @@args: -q -x dynvarsize=200 */
