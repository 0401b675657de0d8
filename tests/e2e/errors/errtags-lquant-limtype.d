syscall::read:return
/arg0 > 0/
{
	@sizes = lquantize(arg0, 0, arg2, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
