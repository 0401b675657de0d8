/* @@args: -q -c "$SONDA_TRIGGERS/getppid 1" */
syscall::getpp*:entry
/pid == $target/
{
	printf("%s\n", probefunc);
}
