/* %hx wants a type named short once typedefs are resolved (DTrace's
 * pfcheck_xshort( )): the kernel's __be16 is a "short unsigned int" as its
 * BTF names it (dt_btf.c keeps the name), which is refused though it is a
 * 2-byte integer. */
BEGIN
{
	printf("%hx\n", ((struct sk_buff *)arg0)->protocol);
}

/* @@args: -x errtags */
/* @@status: 1 */
