/* @@args: -q */
/*
 * A printa() format divides the value as DTrace's printing function for
 * it does: avg() in unsigned 64-bit words (pfprint_average(): a negative
 * mean prints as a large number, unlike printa() without a format), the
 * others signed for %d and %i (count() unsigned) and unsigned for %u, %x
 * and %o, after normalize(). printa() without a format divides a value, and
 * a histogram's counts, by the factor as unsigned words (dt_print_datum(),
 * dt_print_quantline()): a negative sum normalized prints as a large number.
 */
BEGIN
{
	@a = avg(-7);
	@a = avg(2);
	@s = sum(-7);
	@c = count();
	@c = count();
	@c = count();
	printa(@a);
	printa("%@d %@u %@x\n", @a, @a, @a);
	normalize(@s, 2);
	printa("%@d %@i %@u %@x %@o\n", @s, @s, @s, @s, @s);
	printa(@s);
	normalize(@c, 2);
	printa("%@d %@u %@x\n", @c, @c, @c);
	@q = quantize(1, -3);
	@q = quantize(4, 2);
	normalize(@q, 2);
	printa(@q);
	exit(0);
}
