/* -X s runs cpp in traditional mode as DTrace does, and nothing more: no
 * __STDC__, but cpp's system macros (linux, __x86_64__) stay defined. */
BEGIN
{
#ifdef __STDC__
	printf("stdc\n");
#endif
#if defined(linux) && defined(__x86_64__) && defined(__linux)
	printf("linux x86_64\n");
#endif
	exit(0);
}
/* @@args: -q -C -X s */
