/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d %d %d\n", 0x10, 010, 0X1f, 0xffffffff, 0x100000000,
	    1000000000000);
	printf("%d %d %d %d %d\n", sizeof (1), sizeof (1L), sizeof (0xffffffff),
	    sizeof (4294967296), sizeof (1u));
	exit(0);
}
