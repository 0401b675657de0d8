syscall::read:return
{
	@sizes = llquantize(arg0, 10, 0, arg1, 20);
}

/* @@args: -x errtags */
/* @@status: 1 */
