syscall::read:return
{
	@sizes = llquantize(arg0, 10, -1, 6, 20);
}

/* @@args: -x errtags */
/* @@status: 1 */
