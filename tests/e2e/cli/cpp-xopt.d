/* -x cpp runs the preprocessor as -C does; -X s is traditional (no __STDC__). */
BEGIN
{
#if defined(__STDC__) && __SUNW_D == 1
	printf("stdc\n");
#else
	printf("traditional\n");
#endif
	exit(0);
}
/* @@args: -q -xcpp -xstdc=s */
