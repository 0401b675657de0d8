/* @@args: -q */
/* A string is DTrace's char[strsize]: s[strsize - 1] is its last
 * character, s[strsize] is out of bounds (a fault, the ERROR probe runs),
 * also in a variable that holds strsize characters and no NUL. */
#pragma D option strsize=8

BEGIN
{
	s = "abcdefghij";
	t = "next";
	j = 7;
	printf("%c %c\n", s[0], s[j]);
}

BEGIN
{
	j = 8;
	printf("%c\n", s[j]);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d %s\n", arg4, t);
	exit(0);
}
