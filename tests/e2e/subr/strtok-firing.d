/* strtok's saved position lives for one probe firing: a later clause of the
 * same firing continues, a later firing has nothing to continue. */
BEGIN
{
	printf("[%s]", strtok("a b c", " "));
}

BEGIN
{
	printf("[%s]\n", strtok(NULL, " "));
}

tick-10ms
/n++ == 1/
{
	printf("[%s]\n", strtok(NULL, " "));
}

ERROR
{
	printf("fault\n");
	exit(0);
}

/* @@args: -q */
