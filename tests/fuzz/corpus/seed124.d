/* @@args: -q -c "$SONDA_TRIGGERS/getppid 1" */
syscall::getppid:return
/pid == $target/
{
	/* the -c child's parent is sonda itself */
	printf("%d %d %d\n", arg1 == $pid, arg0 == arg1, errno);
}
