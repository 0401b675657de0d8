/* @@status: 1 */
BEGIN
{
	trace(self->nope[1]);
}
