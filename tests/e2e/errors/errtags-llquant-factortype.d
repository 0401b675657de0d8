syscall::read:return
{
	this->f = 10;
	@sizes = llquantize(arg0, this->f, 0, 6, 20);
}

/* @@args: -x errtags */
/* @@status: 1 */
