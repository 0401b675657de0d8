syscall::read:return
{
	@sizes = lquantize(arg0, 0, 100, 1000);
}

/* @@args: -x errtags */
/* @@status: 1 */
