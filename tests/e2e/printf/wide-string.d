/* %ls and %ws print an array of 32-bit characters (wchar_t) up to its
 * first NUL, with width and flags as %s */
int w[4];

BEGIN
{
	w[0] = 0x61;
	w[1] = 0x62;
	printf("[%ls] [%5ws] [%-4ls]\n", w, w, w);
	exit(0);
}

/* @@args: -q */
