/* @@args: -q -C -D GREETING='"hi"' -D N=3 */
#ifdef __linux
BEGIN
{
	printf("%s %d\n", GREETING, N);	// C++ comments work with -C
	exit(0);
}
#endif
