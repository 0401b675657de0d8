/* @@args: -q */
BEGIN
{
	/* int vs unsigned int compares unsigned; int vs long signed */
	printf("%d %d %d %d\n", -1 < 1u, -1 < 1L, -1 < 1ul, (unsigned)-1 > 0);
	printf("%u %d %lu\n", (unsigned)-7 / 2, -7 / 2, (unsigned long)-7 / 2);
	printf("%d %d %d\n", sizeof (1 + 1L), sizeof ('a' + (char)1),
	    sizeof ((short)1 + (short)1));
	exit(0);
}
