syscall::openat:entry
{
	if (*curthread) {
		trace(arg0);
	}
}

/* @@args: -x errtags */
/* @@status: 1 */
