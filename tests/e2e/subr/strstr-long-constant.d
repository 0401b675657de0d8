/* strstr( ) of a string constant longer than strsize: DTrace cuts every
 * string of its string table at strsize characters when it loads it
 * (gmap_create_strtab( )), so a match past them is not found and the
 * suffix returned ends there, as a variable's does. */
#pragma D option strsize=10

BEGIN
{
	a = "abcdefghijklmnopqrstuvwxyz";
	x = strstr("abcdefghijklmnopqrstuvwxyz", "def");
	y = strstr("abcdefghijklmnopqrstuvwxyz", "ij");
	z = strstr("abcdefghijklmnopqrstuvwxyz", "jkl");
	n = strstr("abcdefghijklmnopqrstuvwxyz", "xyz");
	w = strstr(a, "def");
	printf("[%s] [%s] %d %d [%s]\n", x, y, z == NULL, n == NULL, w);
	exit(0);
}

/* @@args: -q */
