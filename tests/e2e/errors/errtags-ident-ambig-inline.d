/* An inline is a global too: the D library's PIDTYPE_TGID (procfs.d) on the
 * right of a comparison with an enum pid_type is ambiguous, as a global
 * variable's name is. */
BEGIN
{
	trace((enum pid_type)1 == PIDTYPE_TGID);
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
