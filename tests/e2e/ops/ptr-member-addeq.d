/* += and -= of a pointer member (a place, not a variable) move it by
 * elements of its pointee's size, as of a pointer variable. */
struct foo { int a; char c[8]; int arr[4]; struct foo *next; long l; };
struct foo gs;

BEGIN
{
	gs.next = (struct foo *)1000;
	gs.next += 2;
	printf("%d\n", (long)gs.next);
	gs.next -= 1;
	printf("%d\n", (long)gs.next);
	exit(0);
}

/* @@args: -q */
