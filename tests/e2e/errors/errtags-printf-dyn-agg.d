/* An aggregation as the '*' width of a printf( ) conversion is not an
 * integer: DTrace's dt_printf_validate( ) reports D_PRINTF_DYN_TYPE and
 * names its type "aggregation", as for a value argument. */
BEGIN
{
	@a = count();
	printf("%*d\n", @a, 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
