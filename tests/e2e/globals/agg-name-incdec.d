/* ++ and -- of a bare @name: DTrace's dt_cook_op1( ) looks the name up with
 * dt_xcook_ident( ) among the global variables, so "@a" is a new int64_t
 * scalar, unrelated to the aggregation @a; an op= finds it once a ++ or --
 * made it ("@" is "@_"). @a[1]++ is the aggregation: D_OP_SCALAR. But the
 * scalar's node keeps the aggregation's token (DT_TOK_AGG, 317), which
 * dt_cg_node( ) has no case for: DTrace for Linux refuses the program as it
 * generates its code (checked against dtrace-ref). */
BEGIN
{
	@a++;
	x = @a++;
	y = ++@a;
	@a += 10;
	@a = count();
	@++;
	z = --@;
	printf("%d %d %d\n", x, y, z);
}

BEGIN
{
	printf("%d\n", @a--);
	exit(0);
}

/* @@args: -q */
/* @@status: 1 */
