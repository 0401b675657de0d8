/* A %ls of a wide character with no byte in the C locale (here U+00E9)
 * fails glibc's vfprintf( ) with EILSEQ; DTrace's dt_printf( ) returns the
 * error, the record's processing stops there and dtrace(1) dies with
 * dfatal("processing aborted"): what was printed before stays (the
 * conversion's prefix too), nothing more is printed, END does not fire,
 * the aggregations are not printed, the status is 1. A precision that
 * stops before that character prints it. */
int w[4];

BEGIN
{
	@a = count();
	w[0] = 0x41;
	w[1] = 0xe9;
	printf("{%.1ls}\n", w);
	printf("a%d[%ls]\n", 5, w);
	printf("not printed\n");
	exit(0);
}

END
{
	printf("nor this\n");
}

/* @@args: -q */
/* @@status: 1 */
