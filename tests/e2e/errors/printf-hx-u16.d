/* The kernel's u16 (a tracepoint argument's type, or named in a script) is
 * the kernel's typedef, looked up in its BTF (dt_type_lookup( )), of a
 * "short unsigned int" as the BTF names it: %hx, which wants a type named
 * short once typedefs are resolved (pfcheck_xshort( )), refuses it. */
BEGIN
{
	printf("%hx\n", (u16)1);
}

/* @@args: -x errtags */
/* @@status: 1 */
