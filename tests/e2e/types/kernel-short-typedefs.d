/* the kernel's short type names (uint, ushort, ulong, u_int) are types, as
 * DTrace sees the kernel's typedefs */
uint u;
ushort s;

BEGIN
{
	u = 4294967297;
	s = 65537;
	printf("%d %d %d %d %d\n", sizeof(uint), sizeof(ulong), sizeof(u_int), u, s);
	printf("%u\n", (ulong)-1);
	exit(0);
}

/* @@args: -q */
