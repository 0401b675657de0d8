/* @@args: -q */
/* A kernel bit-field's value is of its slice's type (dt_btf.c slices the
 * resolved member type; libctf's ctf_add_slice( ) sizes a slice by its
 * bits rounded up to a power of two of bytes): task_struct's 1-bit
 * in_execve and sched_reset_on_fork are 1-byte unsigned ints,
 * so ~ of 0 is 255, a variable assigned one keeps the byte and an
 * aggregation key prints as a byte's. sonda gave them their declared
 * unsigned int. What dtrace-ref printed. */
BEGIN
{
	trace(~curthread->sched_reset_on_fork);
	printf("\n%d %x\n", ~curthread->in_execve, ~curthread->in_execve);
	x = ~curthread->in_execve;
	trace(x);
	printf("\n");
	trace(curthread->in_execve - 1);
	printf("\n");
	@[curthread->sched_reset_on_fork, curthread->in_execve] = count();
	exit(0);
}
