/* args[ ] is read-only (it was taken for a new array) */
syscall::read:entry
{
	args[0] = 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
