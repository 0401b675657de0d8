syscall::read:return
{
	@sizes = lquantize(arg0, 0, 0x100000000, 65536);
}

/* @@args: -x errtags */
/* @@status: 1 */
