/* A lock that cannot be read reads as 0 (DTrace for Linux does not check
 * the read); only a NULL lock is an invalid address. */
BEGIN
{
	printf("%d %d %d\n", mutex_owned((struct mutex *)8), rw_read_held((rwlock_t *)8),
	    (long)mutex_owner((struct mutex *)16));
}

BEGIN
{
	trace(rw_iswriter((rwlock_t *)0));
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
