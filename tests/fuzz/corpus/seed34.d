/* @@args: -q */
/* @@operands: 42 hello "two words" */
BEGIN
{
	/* $1 = 42 is an integer; "two words" is not an identifier, so a string */
	printf("%d %s %s %s %s\n", $1 + 1, $$2, $$1, $3, $$0);
	exit(0);
}
