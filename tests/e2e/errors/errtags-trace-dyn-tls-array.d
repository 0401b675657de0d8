/* self->seen is an associative array: as a whole it is of a dynamic type */
BEGIN
{
	self->seen[1] = 1;
	trace(self->seen);
}

/* @@args: -x errtags */
/* @@status: 1 */
