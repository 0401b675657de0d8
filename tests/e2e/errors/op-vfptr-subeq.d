/* @@status: 1 */
/* "-=" needs integers on both sides or a pointer of known size on the left. */
BEGIN
{
	self->name = "sonda";
	self->name -= 1;
}
