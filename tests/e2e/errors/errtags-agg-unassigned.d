/* An aggregation no clause has assigned yet is an unknown identifier when
 * used as a value (D_IDENT_UNDEF), as DTrace resolves it. */
BEGIN
{
	x = @b + 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
