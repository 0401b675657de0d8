/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d\n", 1 && 0, 1 || 0, 2 && 3, 0 || 0);
	/* ^^ is logical exclusive or */
	printf("%d %d %d %d\n", 1 ^^ 1, 1 ^^ 0, 0 ^^ 0, 5 ^^ 3);
	printf("%d %d\n", !5, !0);
	exit(0);
}
