syscall::openat:entry
/curthread->se/
{
	trace(arg0);
}

/* @@args: -x errtags */
/* @@status: 1 */
