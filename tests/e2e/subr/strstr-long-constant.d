/* strstr( ) of a string constant longer than strsize: as DTrace's
 * dt_cg_subr_strstr( ), it searches as index( ) does (strsize rounded up to
 * 8 bytes of the constant: 15 characters with strsize=10) and returns
 * dt_substr( ) of the constant from the match: strsize characters read
 * from the constant itself, "" when the match starts at strsize or past it.
 * A variable holds strsize characters only. */
#pragma D option strsize=10

BEGIN
{
	a = "abcdefghijklmnopqrstuvwxyz";
	x = strstr("abcdefghijklmnopqrstuvwxyz", "def");
	y = strstr("abcdefghijklmnopqrstuvwxyz", "jkl");
	z = strstr("abcdefghijklmnopqrstuvwxyz", "mno");
	n = strstr("abcdefghijklmnopqrstuvwxyz", "xyz");
	w = strstr(a, "def");
	printf("[%s] [%s] [%s] %d [%s]\n", x, y, z, n == NULL, w);
	exit(0);
}

/* @@args: -q */
