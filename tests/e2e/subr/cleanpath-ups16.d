/* Of the leading "../"s of a relative path cleanpath( ) keeps their count
 * mod 16, as DTrace for Linux's bpf/cleanpath.S ("and NUP, 15"): 15 stay,
 * 16 leave none, 17 leave one; an absolute path has none. */
BEGIN
{
	printf("[%s]\n", cleanpath("../../../../../../../../../../../../../../../a"));
	printf("[%s]\n", cleanpath("../../../../../../../../../../../../../../../../a"));
	printf("[%s]\n", cleanpath("../../../../../../../../../../../../../../../../../a/b"));
	printf("[%s]\n", cleanpath("x/y/../../../../../../../../../../../../../../../../../../.."));
	printf("[%s]\n", cleanpath("/../../../../../../../../../../../../../../../../a"));
	exit(0);
}

/* @@args: -q */
