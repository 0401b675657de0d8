/* @@args: -q */
BEGIN
{
	/* >> is arithmetic for signed, logical for unsigned types; of two
	 * constants always logical, as DTrace's parser folds it */
	printf("%d %d %u\n", 1 << 4, -16 >> 2, (unsigned)0x80000000 >> 31);
	printf("%ld %ld %lu\n", 1L << 40, (long)-1 >> 63, (unsigned long)-1 >> 60);
	exit(0);
}
