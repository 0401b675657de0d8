/* Probes of several system calls, clauses naming several probes, a glob
 * with a predicate on probefunc, and clauses that never fire: each firing
 * runs its probe's clauses in script order (dispatch.sh). */
syscall::getppid:entry, syscall::dup:entry
/pid == $target/
{
	printf("A %s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}

syscall:::entry
/pid == $target && (probefunc == "getppid" || probefunc == "dup")/
{
	printf("B %s:%s %d\n", probefunc, probename, id);
}

syscall::dup:return
/pid == $target/
{
	printf("C %s:%s %d %d %d\n", probefunc, probename, (int)arg0,
	    (int)arg1, errno);
}

syscall::dup*:return, syscall::getppid:return
/pid == $target && errno == 0 && probefunc == "dup"/
{
	printf("never\n");
}

syscall::getppid:entry
/pid == $target/
{
	printf("D %s\n", probefunc);
}

syscall::getppid:return
/pid == $target/
{
	printf("E %s %d\n", probefunc, errno);
}
