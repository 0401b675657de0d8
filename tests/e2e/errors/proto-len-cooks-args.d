/* DTrace cooks a call's arguments before it counts them (dt_ident_cook( )):
 * the argument's error comes before the prototype mismatch. */
BEGIN
{
	strlen(1, printf);
}

/* @@args: -x errtags */
/* @@status: 1 */
