/* substr()'s index and count are ints, as in DTrace: a 64-bit value keeps
 * its low 32 bits (sign-extended). */
BEGIN
{
	s = "abcdef";
	a = 4294967297;		/* 1 */
	b = 4294967298;		/* 2 */
	c = -4294967295;	/* 1 */
	d = -4294967297;	/* -1 */
	printf("[%s] [%s] [%s] [%s]\n", substr(s, a), substr(s, 1, b), substr(s, c),
	    substr(s, 1, d));
	exit(0);
}

/* @@args: -q */
