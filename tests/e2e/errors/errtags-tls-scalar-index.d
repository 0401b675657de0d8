/* self->n is an integer: self->n[1] reads as *(self->n + 1) */
BEGIN
{
	self->n = 1;
	self->n[1] = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
