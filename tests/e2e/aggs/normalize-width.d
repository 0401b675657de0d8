/* trunc()'s and normalize()'s argument is recorded as wide as its type, and
 * DTrace's consumer reads it back at that width: dt_normalize() zero-extends
 * the factor, dt_trunc() sign-extends the count. So an int -2 normalizes by
 * 4294967294, an int -1 by 4294967295, an unsigned short -65532 by 4, and
 * trunc() by an unsigned char 255 keeps the one smallest entry. */
BEGIN
{
	@d = avg(10);
	normalize(@d, -2);
	printa(@d);

	@s = sum(100);
	normalize(@s, -2);
	printa("%@d %@u\n", @s);

	@m = min(-9223372036854775807 - 1);
	normalize(@m, -1);
	printa("%@d\n", @m);
	printa(@m);

	@g = sum(20);
	normalize(@g, (unsigned short)-65532);
	printa(@g);

	@t[1] = sum(1); @t[2] = sum(2); @t[3] = sum(3); @t[4] = sum(4);
	trunc(@t, (unsigned char)255);
	printa(@t);

	@u[1] = sum(1); @u[2] = sum(2); @u[3] = sum(3); @u[4] = sum(4);
	trunc(@u, (unsigned int)4294967294);
	printa(@u);
	exit(0);
}

/* @@args: -q */
