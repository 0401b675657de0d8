/* A NULL value given to strtok( ) faults before the saved scan is touched
 * (DTrace checks the pointer, then copies the string): the next
 * strtok(NULL, ...) of the firing continues the earlier scan. An address
 * that is not NULL but cannot be read is scanned as "", unchecked as in
 * DTrace: no token, no fault. */
BEGIN
{
	printf("%s\n", strtok("a.bb.c", "."));
}

BEGIN
{
	printf("%s\n", strtok(strchr("abc", 'z'), "."));
}

BEGIN
{
	printf("%s\n", strtok(NULL, "."));
	x = strtok((char *)8, ".");
	printf("%d\n", x == NULL);
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
