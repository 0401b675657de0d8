syscall::read:return
{
	@sizes = llquantize(arg0, 10, 0, 6, 20);
	@sizes = llquantize(arg0, 10, 0, 6, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
