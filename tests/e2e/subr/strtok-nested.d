/* strtok( ) inside strtok( ), as DTrace for Linux's dt_cg_subr_strtok( ):
 * the outer string is copied into the one saved scan before the delimiter
 * argument is evaluated, so a strtok( ) there scans it (NULL) or replaces
 * it (a string), and the outer call goes on from where that one stopped,
 * with its token as delimiters. A string argument that is itself a
 * strtok( ) is evaluated first. A NULL delimiter faults. */
BEGIN
{
	printf("[%s]\n", strtok("a,b;c,d", strtok(NULL, ",")));
	printf("[%d]\n", strtok(NULL, ";") == NULL);
	printf("[%s]\n", strtok("a,b;c,d", strtok("x;y;z", ";")));
	printf("[%d]\n", strtok(NULL, ";") == NULL);
	printf("[%s]\n", strtok("a,b;c,d", strtok("x;y;z", "y")));
	printf("[%s]\n", strtok(NULL, ";"));
	printf("[%s]\n", strtok("aaXbb", strtok(NULL, "X")));
	printf("[%d]\n", strtok(strtok("p:q", ":"), strtok(NULL, ":")) == NULL);
	printf("[%s]\n", strtok(NULL, ":"));
}

BEGIN
{
	printf("[%d]\n", strtok("abc", strtok(NULL, "abc")) == NULL);
}

ERROR
{
	printf("fault\n");
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
