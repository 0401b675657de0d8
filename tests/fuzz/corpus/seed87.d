/* @@args: -q */
BEGIN
{
	printf("%.5d|%8.3d|%-8.3d|%.2s|\n", 42, 7, 7, "abc");
	/* precision 0 is ignored */
	printf("%.0s|\n", "abc");
	exit(0);
}
