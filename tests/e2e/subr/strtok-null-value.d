/* Only a constant NULL (0) continues strtok( )'s scan, as DTrace decides
 * when it compiles the call: a NULL value is an invalid address. */
BEGIN
{
	strtok("x,y", ",");
	printf("%s\n", strtok(strstr("abc", "def"), ","));
}

ERROR
{
	printf("fault\n");
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
