/* sizeof of a struct named but never defined: it has no size */
struct later;

BEGIN
{
	trace(sizeof (struct later));
}

/* @@args: -x errtags */
/* @@status: 1 */
