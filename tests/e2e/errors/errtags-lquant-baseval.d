syscall::read:return
{
	@sizes = lquantize(arg0, -5000000000, 0, 1000);
}

/* @@args: -x errtags */
/* @@status: 1 */
