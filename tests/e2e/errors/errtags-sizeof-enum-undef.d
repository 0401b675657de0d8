/* an enum that is never defined has no size either */
BEGIN
{
	trace(sizeof (enum nosuch));
}

/* @@args: -x errtags */
/* @@status: 1 */
