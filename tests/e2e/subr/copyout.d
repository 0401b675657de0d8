/* copyout( ) of an unreadable source is an invalid address, the
 * destination's, as DTrace's failed probe_write_user( ) is; the write itself
 * is refused by a locked-down kernel: invalid user access. */
BEGIN
{
	i = 3;
	copyout((void *)i, 0x40, 5);
}

BEGIN
{
	copyoutstr("abc", 0x40, 4);
}

ERROR
/++n == 2/
{
	exit(0);
}

/* @@args: -q -w */
/* @@stderr-match: invalid address \(0x40\) */
/* @@stderr-match: invalid user access */
