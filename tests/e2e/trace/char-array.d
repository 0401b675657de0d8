/* trace() prints only D strings as text: a char array, like a struct or
 * any other array, is recorded by its bytes and printed as a hex dump
 * (DTrace for Linux 2.x), even when its bytes look like a string. */
char ca[6];
struct s { char name[4]; } st;

BEGIN
{
	ca[0] = 'h';
	ca[1] = 'i';
	st.name[0] = 'o';
	st.name[1] = 'k';
	trace(ca);
	trace(st);
	trace(st.name);
	printf("\n%s %s\n", ca, st.name);
	exit(0);
}

/* @@args: -q */
