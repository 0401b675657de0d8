/* @@args: -q -c "$SONDA_TRIGGERS/ebadf 3" */
syscall::dup:return
/pid == $target/
{
	/* dup(-1) fails with EBADF (9) */
	printf("%d %d\n", arg1, errno);
}
