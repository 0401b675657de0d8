/* An aggregation is of dynamic type: assigned to a variable that has no type
 * yet, DTrace's error names the variable's kind ("scalar"), as dt_cook_op2
 * does (D_OP_INCOMPAT). */
BEGIN
{
	@a = count();
	x = @a;
}

/* @@args: -x errtags */
/* @@status: 1 */
