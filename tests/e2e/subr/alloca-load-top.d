/* @@args: -q */
/* @@stderr-match: invalid address */
/* A load through an alloca() pointer must stay within what the clause has
 * allocated: past its top it is an invalid address (as DTrace). */
BEGIN
{
	s = (char *)alloca(16);
	s[0] = 65;
	s[15] = 66;
	printf("%d %d %d\n", s[0], s[15], s[3]);
}

BEGIN
{
	s = (char *)alloca(15);
	trace(s[16]);
}

ERROR
{
	printf("fault\n");
	exit(0);
}
