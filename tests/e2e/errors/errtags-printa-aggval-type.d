/* %@ takes the aggregated value, an integer */
BEGIN
{
	@total[execname] = sum(1);
	printa("%s %@s\n", @total);
}

/* @@args: -x errtags */
/* @@status: 1 */
