/* printa()'s conversions other than %@ take the aggregation's keys: with
 * no key left, the conversion is missing its value (as DTrace). */
BEGIN
{
	@ = count();
	printa("%d", @);
}

/* @@args: -x errtags */
/* @@status: 1 */
