/* bcopy( )'s destination is checked as its code is generated, after the
 * whole clause is cooked: the later statement's error comes first. */
BEGIN
{
	bcopy("a", "b", 1);
	strlen();
}

/* @@args: -x errtags */
/* @@status: 1 */
