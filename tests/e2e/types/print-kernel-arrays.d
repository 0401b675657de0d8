/* @@args: -q */
/* @@mask-ptr */
/* print( ) of kernel structs with array members: dt_print_visit( ) prints
 * an array's line, then asks libctf for its elements' encoding, which only
 * an integer, a float or an enum has (ctf_type_encoding( ) resolves
 * nothing): elements of a typedef (in6_addr's __u8 u6_addr8[16]) or of a
 * const type (bpf_reg_types' const enum bpf_reg_type types[10], which
 * BTF makes a const array of const enums, named by libctf "const const
 * enum bpf_reg_type [10]") end the whole print( ) there, and only the
 * braces still open are closed. */
BEGIN
{
	a = (char *)alloca(sizeof (struct in6_addr));
	a[0] = 0xfe;
	a[1] = 0x80;
	a[15] = 1;
	print((struct in6_addr *)a);
	r = (int *)alloca(sizeof (struct bpf_reg_types));
	r[0] = 1;
	r[2] = 7;
	print((struct bpf_reg_types *)r);
	exit(0);
}
