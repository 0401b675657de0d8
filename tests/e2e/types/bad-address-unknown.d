/* @@args: -q */
/* @@stderr-match: \(dtrace:::BEGIN\): invalid address at BPF pc */
/* an invalid address of -1 is printed without it, as DTrace's
 * dt_handle_err does (-1 means "unknown" there) */

BEGIN
{
	trace(*(int *)-1);
}

ERROR
{
	printf("error %d 0x%x\n", arg4, arg5);
	exit(0);
}
