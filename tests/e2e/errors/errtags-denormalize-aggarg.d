BEGIN
{
	self->a = 1;
	denormalize(self->a);
}

/* @@args: -x errtags */
/* @@status: 1 */
