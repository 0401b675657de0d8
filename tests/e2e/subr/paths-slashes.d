/* @@args: -q */
/* dirname( ) and basename( ) of paths of doubled, leading and trailing
 * slashes and dot components, as bpf/dirname.S and bpf/basename.S take
 * them: lexically, trailing slashes dropped, runs of slashes before the
 * last component dropped from the dirname ("//a" is "/"), "." and ".."
 * kept as components. */
BEGIN
{
	printf("[%s] [%s] [%s]\n", "//", dirname("//"), basename("//"));
	printf("[%s] [%s] [%s]\n", "//a", dirname("//a"), basename("//a"));
	printf("[%s] [%s] [%s]\n", "/a/", dirname("/a/"), basename("/a/"));
	printf("[%s] [%s] [%s]\n", "a/b", dirname("a/b"), basename("a/b"));
	printf("[%s] [%s] [%s]\n", "a/b/", dirname("a/b/"), basename("a/b/"));
	printf("[%s] [%s] [%s]\n", "//a//b//", dirname("//a//b//"), basename("//a//b//"));
	printf("[%s] [%s] [%s]\n", ".", dirname("."), basename("."));
	printf("[%s] [%s] [%s]\n", "..", dirname(".."), basename(".."));
	printf("[%s] [%s] [%s]\n", "./", dirname("./"), basename("./"));
	printf("[%s] [%s] [%s]\n", "/.", dirname("/."), basename("/."));
	printf("[%s] [%s] [%s]\n", "a/.", dirname("a/."), basename("a/."));
	printf("[%s] [%s] [%s]\n", " ", dirname(" "), basename(" "));
	printf("[%s] [%s] [%s]\n", "/ /", dirname("/ /"), basename("/ /"));
	printf("[%s] [%s] [%s]\n", "x/y/z/", dirname("x/y/z/"), basename("x/y/z/"));
	exit(0);
}
