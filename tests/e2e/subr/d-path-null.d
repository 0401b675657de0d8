/* d_path( ) gives "<unknown>", as DTrace for Linux's, after checking that
 * its argument is not NULL: a NULL path is an invalid address. */
BEGIN
{
	printf("%s\n", d_path(&curthread->fs->pwd));
}

BEGIN
{
	printf("%s\n", d_path((struct path *)0));
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
