/*
 * normalize( ) and denormalize( ) change how the consumer's view prints
 * (DTrace's dt_normalize( ) sets the description's factor, which
 * dt_printa( ) divides by): printa( )s of one read of the buffers print
 * the same view, each with the factor set before it.
 */
#pragma D option quiet

BEGIN
{
	@a = sum(100);
	@b[1] = sum(50);
	printa("a %@d\n", @a);
	normalize(@a, 10);
	printa("a %@d\n", @a);
	printa("b %d %@d\n", @b);
	normalize(@b, 5);
	denormalize(@a);
	printa("a %@d\n", @a);
	printa("b %d %@d\n", @b);
	normalize(@a, 3);
	exit(0);
}
