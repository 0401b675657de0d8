/* An integer inline or an enumerator is a constant to DTrace's parser
 * (dt_node_ident( ) makes it an integer node), so a ?: it conditions is
 * folded there too: clear( ) of the aggregation it picks, an aggregation
 * assigned the aggregating function it picks. */
inline int ONE = 1;
enum e { ZERO };

BEGIN
{
	@a = count();
	@b = count();
	clear(ONE ? @a : @b);
	@c = ZERO ? count() : sum(3);
	exit(0);
}

/* @@args: -q */
