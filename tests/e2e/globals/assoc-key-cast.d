/* An associative array's integer keys are cast to its key types, the types
 * of its first use, as DTrace's dt_cg_arglist() casts each key of a tuple
 * to the signature's (dt_cg_typecast()): with a char key a[300] is a[44],
 * with an int key b[0x100000001] is b[1]. */
BEGIN
{
	a[(char)1] = 5;
	a[300] = 7;
	b[1] = 3;
	self->c[(unsigned char)2] = 9;
	printf("%d %d %d %d\n", a[44], a[300], b[0x100000001], self->c[258]);
	exit(0);
}

/* @@args: -q */
