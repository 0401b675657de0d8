/* As in DTrace for Linux (bpf/strtok.S), a strtok( ) that finds no token
 * keeps the length of what was left as its position: at the end of the
 * string the next strtok(NULL, ...) starts over, and after delimiters only
 * a call with other delimiters still sees them. */
BEGIN
{
	printf("[%s]", strtok("a,b", ","));
	printf("[%s]", strtok(NULL, ","));
	printf("[%d]", strtok(NULL, ",") == NULL);
	printf("[%s]\n", strtok(NULL, ","));
	printf("[%s]", strtok("ab,,", ","));
	printf("[%d]", strtok(NULL, ",") == NULL);
	printf("[%s]\n", strtok(NULL, ""));
	exit(0);
}

/* @@args: -q */
