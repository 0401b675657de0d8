/* normalize() takes DTrace's uint64_t factor: a negative one divides as a huge
 * unsigned number where DTrace's printing divides unsigned (sum, count,
 * quantize counts, %@u), and as the negative number where it divides signed
 * (avg, %@d); INT64_MIN / -1 wraps instead of trapping. */
BEGIN
{
	@a = sum(100);
	@b = count();
	@c = quantize(5);
	@d = avg(10);
	@e = sum(-100);
	@f = min(-9223372036854775807 - 1);
	normalize(@a, (long)-2);
	normalize(@b, (long)-1);
	normalize(@c, (long)-3);
	normalize(@d, (long)-2);
	normalize(@e, 2);
	normalize(@f, (long)-1);
	printa(@a);
	printa(@b);
	printa(@c);
	printa(@d);
	printa(@e);
	printa("%@d %@u\n", @a);
	printa("%@d\n", @f);
	exit(0);
}

/* @@args: -q */
