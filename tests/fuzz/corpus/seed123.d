/* @@args: -q -c "$SONDA_TRIGGERS/getppid 2" */
syscall::getppid:entry
/pid == $target/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}
