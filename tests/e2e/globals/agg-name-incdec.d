/* ++ and -- of a bare @name: DTrace's dt_cook_op1( ) looks the name up with
 * dt_xcook_ident( ) among the global variables, so "@a" is a new int64_t
 * scalar, unrelated to the aggregation @a; an op= finds it once a ++ or --
 * made it ("@" is "@_"). @a[1]++ is the aggregation: D_OP_SCALAR. */
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
