/* strtok(NULL, ...) with no saved position faults; so does a NULL from
 * strstr passed on. */
BEGIN
{
	trace(strtok(NULL, "!"));
	exit(1);
}

BEGIN
{
	strtok(strstr("abc", "def"), "");
	exit(1);
}

ERROR
/++n == 2/
{
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
