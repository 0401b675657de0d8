/* @@status: 1 */
/* An aggregating function's value assigned through a chain of variables:
 * the inner assignment is refused first, as DTrace cooks it (D_OP_INCOMPAT,
 * the call being of <DYN> type); sema once crashed on the outer one, found
 * by the fuzzer. */
BEGIN
{
	j["b"] = quan = quantize(1);
	exit(0);
}
