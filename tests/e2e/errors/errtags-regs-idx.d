syscall::write:entry
{
	trace(uregs[-1]);
}

/* @@args: -x errtags */
/* @@status: 1 */
