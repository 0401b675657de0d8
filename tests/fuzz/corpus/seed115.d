/* basename, dirname and cleanpath: lexical, no file system access. */
BEGIN
{
	printf("[%s] [%s] [%s] [%s] [%s] [%s]\n", basename("/usr/lib/libc.so"),
	    basename("/usr/lib/"), basename("foo"), basename(""), basename("///"),
	    basename("a//"));
	printf("[%s] [%s] [%s] [%s] [%s] [%s]\n", dirname("/usr/lib/libc.so"),
	    dirname("/usr/lib/"), dirname("foo"), dirname("/foo"), dirname(""),
	    dirname("a//b//"));
	printf("[%s] [%s] [%s]\n", cleanpath("/a//b/./c/../d"), cleanpath("/a/b/.."),
	    cleanpath("/x/../../y/.z/..w"));
	exit(0);
}

/* @@args: -q */
