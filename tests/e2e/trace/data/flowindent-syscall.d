/* -F indents as DTrace's dt_flowindent(): an entry probe is " => func" at
 * syscall probes (" -> " elsewhere) and indents what follows by 2; a
 * return probe takes it back and is " <= func"; other probes are
 * "| func:name".*/
syscall::getppid:entry,
syscall::getppid:return
/pid == $target/
{
}

syscall::getppid:entry
/pid == $target/
{
	printf("in");
}
