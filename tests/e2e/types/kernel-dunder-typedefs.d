/* @@args: -q */
/* the kernel's typedefs named __name (__be32, __le16, __wsum) are types, as
 * DTrace looks an unknown name up among the kernel's types; a variable so
 * named that no typedef has stays a variable */
BEGIN
{
	__x = (__be32)0x1234567890;
	printf("%d %d %d %x %d\n", sizeof (__be32), sizeof (__le16), sizeof (__wsum),
	    __x, (__le16)-1);
	exit(0);
}
