/* The type of ?: is its first operand's when ctf_type_compat( ) finds the
 * two compatible (dt_cook_op3( )), as an enum and an integer are: pid ? B
 * : 2 is an "enum e", which %s then names; pid ? 2 : B is an int. */
enum e { A, B };

BEGIN
{
	x = pid ? 2 : B;
	printf("%d\n", x);
	printf("%s\n", pid ? B : 2);
}

/* @@args: -x errtags */
/* @@status: 1 */
