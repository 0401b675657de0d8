/* A NULL string is an invalid address: the clause stops, ERROR fires. */
BEGIN
{
	strlen(0);
	exit(1);
}

ERROR
{
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
