/* Two strings, a string and a char pointer, or two arrays are pointers to
 * dt_cook_op2( )'s - (dt_node_is_ptrcompat( )): their difference is a
 * ptrdiff_t, not D_OP_INCOMPAT. A string is its own address (one constant
 * twice is one string); arrays' difference is divided by the element's
 * size, unsigned, as dt_cg_arithmetic_op( ) does. */
struct foo { int a[4]; int b[4]; };
struct foo gs;

BEGIN
{
	s = "xyz";
	p = (char *)0;
	d = "abc" - "abc";
	printf("%d %d %d\n", d, s - s, sizeof ("a" - "b"));
	printf("%d %d\n", gs.b - gs.a, gs.a - gs.b);
	printf("%d %d\n", curthread->comm - curthread->comm, ("a" - p) != 0);
	exit(0);
}

/* @@args: -q */
