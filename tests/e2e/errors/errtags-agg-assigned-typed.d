/* An aggregation assigned to a variable of a type: D_OP_INCOMPAT, the
 * variable's type against "aggregation". */
int x;

BEGIN
{
	@a = count();
	x = @a;
}

/* @@args: -x errtags */
/* @@status: 1 */
