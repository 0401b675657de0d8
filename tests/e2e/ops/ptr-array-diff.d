/* A pointer minus an array of the same element type, and the reverse, is a
 * difference of pointers (the array's address), divided by the element's
 * size with BPF's unsigned division as DTrace's dt_cg_ptrsize does. */
struct foo { int a; int arr[4]; };
struct foo gs;
int *gip;

BEGIN
{
	gip = &gs.arr[3];
	printf("%d %d\n", gip - gs.arr, gs.arr - gip);
	exit(0);
}

/* @@args: -q */
