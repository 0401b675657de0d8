/* printa( ) formats with widths and flags over two aggregations, avg( ) and
 * stddev( ) of negative values, trunc( ) and clear( ) between printa( )s
 * (DTrace Guide, aggregations). Expected output from DTrace for Linux. */
#pragma D option quiet
BEGIN
{
	@a["alpha", 1] = sum(100);
	@a["beta", 22] = sum(-5);
	@a["gamma", 333] = sum(123456789);
	@b["alpha", 1] = count();
	@b["gamma", 333] = count();
	printa("[%-8s|%5d|%@-12d|%@x]\n", @a, @b);
	printa("[%8s|%-5d|%@+d]\n", @a);
	printa("%s %d %@08d\n", @a);
	@v["mix"] = avg(-7); @v["mix"] = avg(10);
	@s["neg"] = stddev(-7); @s["neg"] = stddev(-2); @s["neg"] = stddev(5);
	printa("%-4s %@d\n", @v);
	printa("%-4s %@d\n", @s);
	@c[1] = count(); @c[2] = count(); @c[2] = count(); @c[3] = count();
	trunc(@c, 1);
	printa(@c);
	clear(@c);
	printa(@c);
	exit(0);
}
