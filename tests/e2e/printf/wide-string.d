/* %ls prints an array of 32-bit characters (wchar_t) up to its first NUL,
 * with width and flags as %s. %ws and %wc are DTrace's names for %ls and
 * %lc, but DTrace hands "%ws"/"%wc" to libc as they are written: glibc
 * before 2.37 knows no 'w' modifier and prints the conversion itself. */
int w[4];

BEGIN
{
	w[0] = 0x61;
	w[1] = 0x62;
	printf("[%ls] [%5ws] [%-4ls] [%lc] [%-3wc]\n", w, w, w, 0x41, 0x41);
	exit(0);
}

/* @@args: -q */
