syscall::read:return
{
	@sizes = llquantize(arg0, 10, 0, 6, 0);
}

/* @@args: -x errtags */
/* @@status: 1 */
