/* A message naming the resolved type of a kernel typedef (s64, from the
 * kernel's BTF: dt_type_lookup( )) names the BTF's integer, "long long
 * int", as dt_cook_op2( )'s D_OP_SOU resolves the operand's type. */
BEGIN
{
	x = ((s64)1).a;
}

/* @@args: -x errtags */
/* @@status: 1 */
