/* @@args: -q -c "$SONDA_TRIGGERS/ebadf" */
/* ERROR's clauses see the faulting firing's errno: DTrace's syscall
 * return trampoline sets mst->syscall_errno, which the ERROR probe run
 * from that firing reads (bpf/probe_error.c keeps it). A fault elsewhere
 * leaves it 0. */
BEGIN
{
	z = *(int *)24;
}

syscall::dup:return
/pid == $target/
{
	printf("return %d\n", errno);
	x = *(int *)8;
}

ERROR
{
	printf("ERROR %d %d\n", errno, arg4);
	n++;
}

syscall::dup:return
/pid == $target/
{
	y = *(int *)16;
}

END
{
	printf("%d\n", n);
}
