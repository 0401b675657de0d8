syscall::read:return
{
	@sizes = lquantize(arg0, 0, 1000000, 100000);
}

/* @@args: -x errtags */
/* @@status: 1 */
