/* @@status: 1 */
/* "-=" needs integers on both sides or a pointer of known size on the left. */
BEGIN
{
	self->p = (void *)0;
	self->p -= 1;
}
