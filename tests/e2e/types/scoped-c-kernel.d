/* @@args: -x errtags */
/* @@status: 1 */
/* Module C has neither D's typedefs nor the kernel's: C`uint32_t is no
 * type name to dt_type_lookup( ), and then no symbol either. */
BEGIN
{
	trace(sizeof(C`uint32_t));
}
