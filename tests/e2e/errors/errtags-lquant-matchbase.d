syscall::read:return
{
	@sizes = lquantize(arg0, 0, 100, 10);
}

syscall::write:return
{
	@sizes = lquantize(arg0, 10, 100, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
