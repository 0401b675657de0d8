/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d %d\n", (char)257, (unsigned char)-1, (short)65537,
	    (int)4294967297, (char)0x80);
	printf("%lu %d\n", (unsigned long)(unsigned)-1, (long)(int)-1);
	exit(0);
}
