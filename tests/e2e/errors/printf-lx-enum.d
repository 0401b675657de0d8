/* %lx (and %hx, %llx) check the argument's type by name, long or short
 * (pfcheck_xlong( )), so an enum that %ld takes is refused */
enum e { SEVEN = 7 };

BEGIN
{
	printf("%ld %lx\n", SEVEN, SEVEN);
}

/* @@args: -x errtags */
/* @@status: 1 */
