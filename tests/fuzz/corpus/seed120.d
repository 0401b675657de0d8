/* @@args: -q -c "$SONDA_TRIGGERS/ebadf 1" */
syscall::dup:entry
/pid == $target/
{
	printf("%d\n", (int)arg0);
}
