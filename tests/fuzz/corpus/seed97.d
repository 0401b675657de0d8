/* copyout reads its source first (a bad one is an invalid address); the
 * write itself is refused by a locked-down kernel: invalid user access. */
BEGIN
{
	i = 3;
	copyout((void *)i, 0, 5);
}

BEGIN
{
	copyoutstr("abc", 0, 4);
}

ERROR
/++n == 2/
{
	exit(0);
}

/* @@args: -q -w */
/* @@stderr-match: invalid address \(0x3\) */
/* @@stderr-match: invalid user access */
