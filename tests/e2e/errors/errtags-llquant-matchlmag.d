syscall::read:return
{
	@sizes = llquantize(arg0, 10, 0, 6, 20);
}

syscall::write:return
{
	@sizes = llquantize(arg0, 10, 1, 6, 20);
}

/* @@args: -x errtags */
/* @@status: 1 */
