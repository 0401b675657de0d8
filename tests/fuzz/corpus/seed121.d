/* @@args: -q -c "$SONDA_TRIGGERS/getppid 5" */
syscall::getppid:entry
/pid == $target/
{
	@ = count();
}
