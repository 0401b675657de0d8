syscall::read:return
{
	@sizes = lquantize(arg0, 0, 100, 10);
}

syscall::write:return
{
	/* 0..105 by 10 is the same histogram as 0..100: only this differs */
	@sizes = lquantize(arg0, 0, 105, 10);
	@sizes = lquantize(arg0, 0, 200, 10);
}

/* @@args: -x errtags */
/* @@status: 1 */
