/* An aggregating function assigned to a variable: DTrace types its call
 * <DYN> (dt_idcook_func( )), which no variable takes (dt_cook_op2( ):
 * D_OP_INCOMPAT, the new variable named by its kind), before its code
 * generator would refuse the call (D_CG_EXPR). */
BEGIN
{
	x = count();
}

/* @@args: -x errtags */
/* @@status: 1 */
