/* @@args: -q */
BEGIN
{
	/* %x of a 4-byte int shows 32 bits, of an 8-byte long 64 bits */
	printf("%x %X %x\n", -1, -255, (long)-1);
	printf("%u %o\n", -1, -1);
	exit(0);
}
