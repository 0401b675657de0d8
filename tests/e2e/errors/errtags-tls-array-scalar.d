/* self->a is an associative array: a value other than 0 cannot be
 * assigned to it as a whole */
syscall::read:entry
{
	self->a[arg0] = 1;
}

syscall::read:return
{
	self->a = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
